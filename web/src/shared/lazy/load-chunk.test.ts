import { CHUNK_LOAD_TIMEOUT_MS } from './load-chunk';
import { ChunkLoadError, isChunkLoadError, loadChunk } from './load-chunk';

describe('loading a lazy chunk', () => {
  afterEach(() => jest.useRealTimers());

  it('resolves with the module when it arrives in time', async () => {
    await expect(loadChunk('login', () => Promise.resolve({ ok: true }))).resolves.toEqual({ ok: true });
  });

  it('fails with "Loading chunk {id} failed." when the import fails', async () => {
    const failure = loadChunk('sunshine', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(failure).rejects.toThrow('Loading chunk sunshine failed.');
    await expect(failure).rejects.toBeInstanceOf(ChunkLoadError);
  });

  it('gives up after 120000 ms', async () => {
    jest.useFakeTimers();
    const never = loadChunk('skin-site', () => new Promise<never>(() => undefined));
    jest.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1);
    const settled = jest.fn();
    never.catch(settled);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    const error: unknown = await never.catch((e: unknown) => e);
    expect(isChunkLoadError(error) && error.chunkId).toBe('skin-site');
  });
});
