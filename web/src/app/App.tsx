import { RouterProvider } from 'react-router-dom';
import { useAuthSync } from '../shared/session/use-auth-sync';
import type { AppRouter } from './router';

/** The app: the router, with the backend's auth state kept in the session store. */
export function App({ router }: { router: AppRouter }) {
  useAuthSync();
  return <RouterProvider router={router} />;
}
