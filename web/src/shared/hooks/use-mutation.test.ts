import { act, renderHook } from '@testing-library/react';
import { DomainError, MESSAGES } from '@lab/domain/kernel';
import { useKeyedMutation, useMutation } from './use-mutation';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

afterEach(() => jest.restoreAllMocks());

describe('a backend command run from a screen', () => {
  it('says how a run ended to a caller that reports it itself: the result, or the words for the refusal', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() =>
      useMutation((fail: boolean) => (fail ? Promise.reject(new Error('rede')) : Promise.resolve('feito')), {
        logAs: 'Erro:',
        fallback: 'Não foi possível salvar a mudança.',
      }),
    );
    let ended: unknown[] = [];
    await act(async () => {
      ended = [await result.current.attempt(false), await result.current.attempt(true)];
    });
    expect(ended).toEqual([
      { ok: true, value: 'feito' },
      { ok: false, error: 'Não foi possível salvar a mudança.' },
    ]);
  });

  it('is pending while it runs, then resolves with the result and no error', async () => {
    const call = deferred<{ id: string }>();
    const { result } = renderHook(() => useMutation((_name: string) => call.promise));
    expect(result.current).toMatchObject({ pending: false, error: null });

    let outcome: Promise<{ id: string } | null> = Promise.resolve(null);
    act(() => {
      outcome = result.current.run('lab');
    });
    expect(result.current.pending).toBe(true);
    await act(async () => call.resolve({ id: 'x' }));
    await expect(outcome).resolves.toEqual({ id: 'x' });
    expect(result.current).toMatchObject({ pending: false, error: null });
  });

  it("shows a refusal's own message, logs the failure and resolves with null", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const refusal = new DomainError('already-exists', MESSAGES.skinNameTaken);
    const { result } = renderHook(() =>
      useMutation(() => Promise.reject(refusal), { logAs: 'Erro ao criar a skin:', fallback: 'Erro.' }),
    );
    let outcome: unknown;
    await act(async () => {
      outcome = await result.current.run();
    });
    expect(outcome).toBeNull();
    expect(result.current).toMatchObject({ pending: false, error: MESSAGES.skinNameTaken });
    expect(log).toHaveBeenCalledWith('Erro ao criar a skin:', refusal);
  });

  it("shows the screen's fallback for anything that is not a refusal, and logs nothing unless asked", async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { result } = renderHook(() => useMutation(() => Promise.reject(new Error('offline')), { fallback: 'Erro ao enviar.' }));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error).toBe('Erro ao enviar.');
    expect(log).not.toHaveBeenCalled();
  });

  it('says "Algo deu errado" when the screen gives no fallback', async () => {
    const { result } = renderHook(() => useMutation(() => Promise.reject(new Error('offline'))));
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error).toBe(MESSAGES.internal);
  });

  it("clears the last run's error when it runs again, and takes a form's own problem through setError", async () => {
    let fail = true;
    const { result } = renderHook(() =>
      useMutation(async () => (fail ? Promise.reject(new Error('x')) : 'ok'), { fallback: 'Erro.' }),
    );
    act(() => result.current.setError('Preencha o nome.'));
    expect(result.current.error).toBe('Preencha o nome.');
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error).toBe('Erro.');
    fail = false;
    await act(async () => {
      await result.current.run();
    });
    expect(result.current.error).toBeNull();
  });
});

describe('a command run for several things at once', () => {
  it('keeps each one its own state', async () => {
    const a = deferred<string>();
    const b = deferred<string>();
    const { result } = renderHook(() =>
      useKeyedMutation(
        (id: string) => id,
        (id: string) => (id === 'a' ? a : b).promise,
        { fallback: 'Erro ao deletar.' },
      ),
    );
    act(() => {
      void result.current.run('a');
      void result.current.run('b');
    });
    expect(result.current.stateOf('a')).toEqual({ pending: true, error: null });
    await act(async () => a.reject(new Error('offline')));
    expect(result.current.stateOf('a')).toEqual({ pending: false, error: 'Erro ao deletar.' });
    expect(result.current.stateOf('b')).toEqual({ pending: true, error: null });
    await act(async () => b.resolve('ok'));
    expect(result.current.stateOf('b')).toEqual({ pending: false, error: null });
    expect(result.current.stateOf('c')).toEqual({ pending: false, error: null });
  });
});
