import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { createAppRouter } from './app/router';
import { getBackend } from './shared/backend';
import { BackendProvider } from './shared/backend/context';
import './shared/ui/base.css';

const root = createRoot(document.getElementById('root') as HTMLElement);

// Created before the backend resolves: the router starts fetching the first screen's chunk and
// data at once, in parallel with the backend adapter's chunk.
const router = createAppRouter();

void getBackend().then((backend) => {
  root.render(
    <StrictMode>
      <BackendProvider backend={backend}>
        <App router={router} />
      </BackendProvider>
    </StrictMode>,
  );
});
