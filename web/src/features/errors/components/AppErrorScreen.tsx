import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../../../shared/lazy/load-chunk';
import { ChunkLoadFailed } from '../../../shared/ui/ChunkLoadFailed';
import './errors.css';

/** The router's last-resort error screen: "Unexpected Application Error!" with the status text or message. */
export function AppErrorScreen() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailed chunkId={error.chunkId} />;
  console.error('Erro inesperado da aplicação:', error);
  return (
    <main className="app-error">
      <h1>Unexpected Application Error!</h1>
      <p className="app-error__detail">{describe(error)}</p>
    </main>
  );
}

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : 'Erro desconhecido';
}
