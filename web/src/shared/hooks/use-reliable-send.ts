/**
 * A send that never loses a message and never stores it twice. Each draft gets an id (idEnvio) the
 * first time it is sent, kept in the tab's sessionStorage with the draft until the server answers:
 * every try of it (an automatic retry after a network error, the person's "tentar de novo", a try
 * after a reload) carries the same id, and the server stores it once and answers a repeat with the
 * first result. A refusal is not retried: the server said no, and trying again would say no again.
 */
import { useRef, useState } from 'react';
import { toDomainError } from '@lab/domain/kernel';
import { refusalMessage } from '../backend/refusal-message';

/** Honest about where the message is: on its way, stored, or not stored (and can be tried again). */
export type SendStatus = 'idle' | 'sending' | 'sent' | 'failed';

export const SEND_STATUS_TEXT: Record<Exclude<SendStatus, 'idle'>, string> = {
  sending: 'Enviando…',
  sent: 'Enviada',
  failed: 'Não enviada — tentar de novo',
};

/** How long a send keeps trying by itself before it says it is not sent. */
export const SEND_GIVE_UP_MS = 15_000;
const FIRST_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 8_000;

/**
 * Codes that say the answer did not arrive (or the server could not answer), not that it said no.
 * `internal` is among them: both Firebase adapters report a request that got no answer at all as
 * internal (the Functions SDK's status 0, the plain protocol's failed fetch), and the answer lost may
 * be the one of a message already stored. Retrying a server fault is safe: the idEnvio stores it once.
 */
const TRANSIENT = new Set(['unavailable', 'deadline-exceeded', 'aborted', 'unknown', 'cancelled', 'internal']);

/** Whether a failed call may have been lost on the way: a network error, or one the domain names no refusal for. */
export function isTransientFailure(caught: unknown): boolean {
  const refusal = toDomainError(caught);
  return refusal === null || TRANSIENT.has(refusal.code);
}

export interface PendingSend<P> {
  idEnvio: string;
  payload: P;
}

/** The tab's storage of pending sends; absent (server rendering, a locked-down browser): nothing is kept. */
function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored<T>(key: string): T | null {
  try {
    const text = storage()?.getItem(key);
    return text ? (JSON.parse(text) as T) : null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    const store = storage();
    if (value === null) store?.removeItem(key);
    else store?.setItem(key, JSON.stringify(value));
  } catch {
    // A full or locked storage keeps the draft in memory only: sending still works.
  }
}

function newSendId(): string {
  return globalThis.crypto.randomUUID();
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** What a try gave when the time to send ran out first: the call may still be on its way, or stored. */
const OUT_OF_TIME = Symbol('out of time');

/**
 * The call, or OUT_OF_TIME once `ms` have passed without an answer. A server that stopped answering
 * keeps the request open far longer than a person waits (the Functions SDK gives up after 70 s, the
 * plain protocol's fetch never), so the deadline is the send's own.
 */
function within<R>(call: Promise<R>, ms: number): Promise<R | typeof OUT_OF_TIME> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const outOfTime = new Promise<typeof OUT_OF_TIME>((resolve) => {
    timer = setTimeout(() => resolve(OUT_OF_TIME), Math.max(ms, 0));
  });
  return Promise.race([call, outOfTime]).finally(() => clearTimeout(timer));
}

export interface ReliableSend<P, R> {
  /**
   * Sends `payload` (the same draft keeps its idEnvio), retrying network errors with backoff for up
   * to SEND_GIVE_UP_MS; resolves with the result, or null when refused or not sent. A second call
   * while one runs, even in the same task, sends nothing.
   */
  send: (payload: P) => Promise<R | null>;
  status: SendStatus;
  /** A refusal's message, or the "not sent" one; null otherwise. */
  error: string | null;
  /** For a problem found before sending (a form's validation), shown like a refusal. */
  setError: (message: string | null) => void;
}

export interface ReliableSendOptions {
  /** The console line for a failure. */
  logAs: string;
  fallback?: string;
}

export function useReliableSend<P, R>(
  storageKey: string,
  command: (payload: P, idEnvio: string) => Promise<R>,
  { logAs, fallback }: ReliableSendOptions,
): ReliableSend<P, R> {
  const [status, setStatus] = useState<SendStatus>('idle');
  const [error, setError] = useState<string | null>(null);
  // A ref, not state: two clicks in one task both run before any render could show "sending".
  const inFlight = useRef(false);

  const idFor = (payload: P): string => {
    const pending = readStored<PendingSend<P>>(storageKey);
    const idEnvio = pending && JSON.stringify(pending.payload) === JSON.stringify(payload) ? pending.idEnvio : newSendId();
    writeStored(storageKey, { idEnvio, payload } satisfies PendingSend<P>);
    return idEnvio;
  };

  const send = async (payload: P): Promise<R | null> => {
    if (inFlight.current) return null;
    inFlight.current = true;
    setStatus('sending');
    setError(null);
    const idEnvio = idFor(payload);
    const started = Date.now();
    try {
      for (let backoff = FIRST_BACKOFF_MS; ; backoff = Math.min(backoff * 2, MAX_BACKOFF_MS)) {
        try {
          const result = await within(command(payload, idEnvio), started + SEND_GIVE_UP_MS - Date.now());
          if (result === OUT_OF_TIME) {
            // The draft keeps its idEnvio: the unanswered call may yet be stored, and a retry must find it.
            setStatus('failed');
            setError(SEND_STATUS_TEXT.failed);
            return null;
          }
          writeStored(storageKey, null);
          setStatus('sent');
          return result;
        } catch (caught) {
          console.error(logAs, caught);
          if (!isTransientFailure(caught)) {
            setStatus('idle');
            setError(refusalMessage(caught, fallback));
            return null;
          }
          if (Date.now() - started + backoff > SEND_GIVE_UP_MS) {
            setStatus('failed');
            setError(SEND_STATUS_TEXT.failed);
            return null;
          }
          await wait(backoff);
        }
      }
    } finally {
      inFlight.current = false;
    }
  };

  return { send, status, error, setError };
}
