import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { BackendProvider } from './context';
import type { Backend, Live } from './port';
import { useLiveQuery } from './use-live-query';

/** A live read the test drives by hand: it records each listener it opens and closes. */
function manualFeed() {
  const listeners: Array<{ key: string; live: Live<string[]>; closed: boolean }> = [];
  const watch = (key: string) => (_backend: Backend, live: Live<string[]>) => {
    const listener = { key, live, closed: false };
    listeners.push(listener);
    return () => {
      listener.closed = true;
    };
  };
  return { listeners, watch, last: () => listeners[listeners.length - 1]! };
}

const backend = {} as Backend;
const wrapper = ({ children }: { children: ReactNode }) => <BackendProvider backend={backend}>{children}</BackendProvider>;

afterEach(() => jest.restoreAllMocks());

describe('following a live list', () => {
  it('is loading until the first answer, then follows every answer', () => {
    const feed = manualFeed();
    const { result } = renderHook(() => useLiveQuery('itens', feed.watch('a'), []), { wrapper });
    expect(result.current).toEqual({ status: 'loading', data: null, error: null });
    act(() => feed.last().live.next(['um']));
    expect(result.current).toEqual({ status: 'ready', data: ['um'], error: null });
    act(() => feed.last().live.next(['dois', 'um']));
    expect(result.current.data).toEqual(['dois', 'um']);
    expect(feed.listeners).toHaveLength(1);
  });

  it('reports a refusal and logs it in Portuguese', () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const feed = manualFeed();
    const { result } = renderHook(() => useLiveQuery('itens', feed.watch('a'), []), { wrapper });
    const refusal = new Error('sem permissão');
    act(() => feed.last().live.error(refusal));
    expect(result.current).toEqual({ status: 'error', data: null, error: refusal });
    expect(logged).toHaveBeenCalledWith('Erro ao carregar itens:', refusal);
  });

  it('reopens the listener, loading again, only when what it reads changes', () => {
    const feed = manualFeed();
    const { result, rerender } = renderHook(({ key }) => useLiveQuery('itens', feed.watch(key), [key]), {
      wrapper,
      initialProps: { key: 'a' },
    });
    act(() => feed.last().live.next(['de a']));
    rerender({ key: 'a' });
    expect(feed.listeners).toHaveLength(1);
    rerender({ key: 'b' });
    expect(feed.listeners.map((l) => [l.key, l.closed])).toEqual([
      ['a', true],
      ['b', false],
    ]);
    expect(result.current.status).toBe('loading');
  });

  it('closes the listener when the screen goes', () => {
    const feed = manualFeed();
    const { unmount } = renderHook(() => useLiveQuery('itens', feed.watch('a'), []), { wrapper });
    unmount();
    expect(feed.last().closed).toBe(true);
  });
});
