import { useRouteError } from 'react-router-dom';
import { isChunkLoadError } from '../../../shared/lazy/load-chunk';
import { ChunkLoadFailed } from '../../../shared/ui/ChunkLoadFailed';
import { NotFoundPage } from './NotFoundPage';

/**
 * The error element of the screens' routes: a chunk that failed to load says so and offers a retry;
 * any other route error is the product's "ERROR 404".
 */
export function RouteErrorPage() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadFailed chunkId={error.chunkId} />;
  console.error('Erro ao carregar a página:', error);
  return <NotFoundPage />;
}
