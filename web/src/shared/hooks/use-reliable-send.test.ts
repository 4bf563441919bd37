import { act, renderHook } from '@testing-library/react';
import { DomainError, PUBLIC_MESSAGES } from '@lab/domain/kernel';
import { SEND_GIVE_UP_MS, SEND_STATUS_TEXT, useReliableSend } from './use-reliable-send';

beforeEach(() => {
  sessionStorage.clear();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** A call whose answer never comes: the server stopped answering, the connection stays open. */
const never = () => new Promise<string>(() => undefined);

describe('how long a send waits before it says it is not sent', () => {
  it('gives up at about 15 s', () => {
    expect(SEND_GIVE_UP_MS).toBe(15_000);
  });

  it('Hanging call: says "not sent" after about 15 s even when the server never answers, and keeps the draft for a retry', async () => {
    const tries: string[] = [];
    const { result } = renderHook(() =>
      useReliableSend('lab:envio:teste', (_text: string, idEnvio: string) => (tries.push(idEnvio), never()), { logAs: 'Erro:' }),
    );
    let ended: Promise<string | null> = Promise.resolve('not started');
    act(() => {
      ended = result.current.send('Alô?');
    });
    expect(result.current.status).toBe('sending');

    await act(() => jest.advanceTimersByTimeAsync(SEND_GIVE_UP_MS - 1));
    expect(result.current.status).toBe('sending');
    await act(() => jest.advanceTimersByTimeAsync(1));
    expect(result.current.status).toBe('failed');
    expect(result.current.error).toBe(SEND_STATUS_TEXT.failed);
    await expect(ended).resolves.toBeNull();
    // The draft keeps its id: the call that hung may still have been stored, and a retry must not store it twice.
    expect(JSON.parse(sessionStorage.getItem('lab:envio:teste') ?? 'null')).toEqual({ idEnvio: tries[0], payload: 'Alô?' });
  });

  it('Slow answers: a call that hangs after network errors still ends at 15 s from the first try, not later', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useReliableSend(
        'lab:envio:teste',
        () => {
          calls += 1;
          return calls === 1 ? Promise.reject(new TypeError('Failed to fetch')) : never();
        },
        { logAs: 'Erro:' },
      ),
    );
    act(() => {
      void result.current.send('Alô?');
    });
    await act(() => jest.advanceTimersByTimeAsync(SEND_GIVE_UP_MS));
    expect(calls).toBe(2);
    expect(result.current.status).toBe('failed');
  });

  it('a retry after giving up carries the same idEnvio, and its answer is the send', async () => {
    const tries: string[] = [];
    let answer: () => Promise<string> = never;
    const { result } = renderHook(() =>
      useReliableSend('lab:envio:teste', (_text: string, idEnvio: string) => (tries.push(idEnvio), answer()), { logAs: 'Erro:' }),
    );
    act(() => {
      void result.current.send('Alô?');
    });
    await act(() => jest.advanceTimersByTimeAsync(SEND_GIVE_UP_MS));
    expect(result.current.status).toBe('failed');

    answer = () => Promise.resolve('guardada');
    let sent: string | null = null;
    await act(async () => {
      sent = await result.current.send('Alô?');
    });
    expect(sent).toBe('guardada');
    expect(result.current.status).toBe('sent');
    expect(new Set(tries).size).toBe(1);
    expect(sessionStorage.getItem('lab:envio:teste')).toBeNull();
  });
});

describe('what is tried again', () => {
  it('Lost answer: a failure that names no refusal (internal, as the adapters report no answer) is tried again with the same idEnvio', async () => {
    const tries: string[] = [];
    const { result } = renderHook(() =>
      useReliableSend(
        'lab:envio:teste',
        (_text: string, idEnvio: string) => {
          tries.push(idEnvio);
          return tries.length === 1
            ? Promise.reject(new DomainError('internal', PUBLIC_MESSAGES.internal))
            : Promise.resolve('guardada');
        },
        { logAs: 'Erro:' },
      ),
    );
    let sent: Promise<string | null> = Promise.resolve(null);
    act(() => {
      sent = result.current.send('Alô?');
    });
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await expect(sent).resolves.toBe('guardada');
    expect(tries).toHaveLength(2);
    expect(tries[1]).toBe(tries[0]);
  });

  it('Refusal: a refusal the server made is not tried again', async () => {
    let calls = 0;
    const { result } = renderHook(() =>
      useReliableSend(
        'lab:envio:teste',
        () => {
          calls += 1;
          return Promise.reject(new DomainError('not-found', 'Conversa não encontrada.'));
        },
        { logAs: 'Erro:' },
      ),
    );
    await act(async () => {
      await result.current.send('Alô?');
    });
    expect(calls).toBe(1);
    expect(result.current.error).toBe('Conversa não encontrada.');
  });
});
