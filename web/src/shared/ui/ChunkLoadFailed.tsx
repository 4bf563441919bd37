import { reloadPage } from './page-reload';

/**
 * The product's chunk failure text with a way to retry. The default retry reloads the page: a browser
 * may remember a failed dynamic import for the life of the document, so a reload is the retry that
 * always works.
 */
export function ChunkLoadFailed({ chunkId, onRetry = reloadPage }: { chunkId: string; onRetry?: () => void }) {
  return (
    <div className="chunk-failed" role="alert">
      <p>Loading chunk {chunkId} failed.</p>
      <button type="button" className="button" onClick={onRetry}>
        Tentar novamente
      </button>
    </div>
  );
}
