/**
 * Loads a lazily split chunk with the product's 120000 ms time-out. A failure (network error or
 * time-out) becomes a ChunkLoadError naming the chunk, so screens can say which one failed and offer
 * a retry.
 */

export class ChunkLoadError extends Error {
  readonly chunkId: string;
  constructor(chunkId: string, cause?: unknown) {
    super(`Loading chunk ${chunkId} failed.`, { cause });
    this.name = 'ChunkLoadError';
    this.chunkId = chunkId;
  }
}

export function isChunkLoadError(error: unknown): error is ChunkLoadError {
  return error instanceof ChunkLoadError;
}

/** A lazily loaded screen that has not arrived after two minutes shows the failure screen. */
export const CHUNK_LOAD_TIMEOUT_MS = 120000;

export function loadChunk<T>(chunkId: string, load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunkId, new Error(`timeout ${timeoutMs} ms`))), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunkId, error));
      },
    );
  });
}
