import type { ComponentType } from 'react';
import { isChunkLoadError, loadChunk } from '../shared/lazy/load-chunk';
import { ChunkLoadFailed } from '../shared/ui/ChunkLoadFailed';

/**
 * A route's `lazy` that loads its screen chunk with the product's time-out. A chunk that fails becomes
 * the screen saying so: React Router keeps treating a route whose `lazy` rejected on the first load
 * as still loading (it shows the fallback for good), so the failure is resolved, not thrown.
 */
export function lazyScreen(chunkId: string, load: () => Promise<{ default: ComponentType }>) {
  return async (): Promise<{ Component: ComponentType }> => {
    try {
      const module = await loadChunk(chunkId, load);
      return { Component: module.default };
    } catch (error) {
      if (!isChunkLoadError(error)) throw error;
      console.error(`Erro ao carregar a tela (${chunkId}):`, error);
      return { Component: () => <ChunkLoadFailed chunkId={error.chunkId} /> };
    }
  };
}
