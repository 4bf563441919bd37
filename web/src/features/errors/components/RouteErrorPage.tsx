import { useLocation, useNavigate, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../../../shared/lazy/load-chunk';
import { ChunkLoadFailed } from '../../../shared/ui/ChunkLoadFailed';
import { isStoreUnavailable } from '../../../shared/backend/store-unavailable';
import { NotFoundPage } from './NotFoundPage';
import { StoreUnavailablePage } from './StoreUnavailablePage';

/**
 * The error element of the screens' routes: a chunk that failed to load says so and offers a retry;
 * a store that cannot be reached now says so and tries again by itself (an outage is not "not
 * found"); any other route error is the product's "ERROR 404".
 */
export function RouteErrorPage() {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  if (isChunkLoadError(error)) return <ChunkLoadFailed chunkId={error.chunkId} />;
  console.error('Erro ao carregar a página:', error);
  // Navigating to the same address, not revalidating: an error boundary keeps its error until the location changes.
  const retry = () => Promise.resolve(navigate(pathname + search + hash, { replace: true }));
  if (isStoreUnavailable(error)) return <StoreUnavailablePage retry={retry} />;
  return <NotFoundPage />;
}
