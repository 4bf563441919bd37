/**
 * A backend command run from a screen: pending while it runs, and on failure the message to show
 * (a refusal carries its own Portuguese message; anything else gets the screen's fallback). Written
 * once here so every form and button reports a failure the same way.
 */
import { useState } from 'react';
import { refusalMessage } from '../backend/refusal-message';

export interface MutationState {
  pending: boolean;
  /** Why the last run failed, for the person; null while running and after a success. */
  error: string | null;
}

export interface MutationOptions {
  /** The console line for a failure, in Portuguese like every console error of the product; none logs nothing. */
  logAs?: string;
  /** What to tell the person when the failure is not one of the domain's refusals. */
  fallback?: string;
}

/** How one run ended: its result, or what to tell the person. */
export type Attempt<R> = { ok: true; value: R } | { ok: false; error: string };

export interface KeyedMutation<A extends unknown[], R> {
  /** Runs the command; resolves with its result, or null when it failed (the reason is then in `stateOf`). */
  run: (...args: A) => Promise<R | null>;
  /** Runs the command; resolves with how it ended, for a caller that reports it itself. */
  attempt: (...args: A) => Promise<Attempt<R>>;
  stateOf: (key: string) => MutationState;
  setError: (key: string, message: string | null) => void;
}

export interface Mutation<A extends unknown[], R> extends MutationState {
  /** Runs the command; resolves with its result, or null when it failed (the reason is then in `error`). */
  run: (...args: A) => Promise<R | null>;
  /** Runs the command; resolves with how it ended, for a caller that reports it itself. */
  attempt: (...args: A) => Promise<Attempt<R>>;
  /** For a problem found before running (a form's validation), shown the same way as a refusal. */
  setError: (message: string | null) => void;
}

const IDLE: MutationState = { pending: false, error: null };

/**
 * One command run for several things at once, each with its own state (deleting one row of a list
 * while another's failure stays on screen): `keyOf` names the thing a run is for.
 */
export function useKeyedMutation<A extends unknown[], R>(
  keyOf: (...args: A) => string,
  command: (...args: A) => Promise<R>,
  { logAs, fallback }: MutationOptions = {},
): KeyedMutation<A, R> {
  const [states, setStates] = useState<Readonly<Record<string, MutationState>>>({});

  const setState = (key: string, state: MutationState) =>
    setStates(({ [key]: _previous, ...others }) =>
      state.pending || state.error !== null ? { ...others, [key]: state } : others,
    );

  const attempt = async (...args: A): Promise<Attempt<R>> => {
    const key = keyOf(...args);
    setState(key, { pending: true, error: null });
    try {
      const value = await command(...args);
      setState(key, IDLE);
      return { ok: true, value };
    } catch (caught) {
      if (logAs) console.error(logAs, caught);
      const error = refusalMessage(caught, fallback);
      setState(key, { pending: false, error });
      return { ok: false, error };
    }
  };
  const run = async (...args: A): Promise<R | null> => {
    const outcome = await attempt(...args);
    return outcome.ok ? outcome.value : null;
  };

  return {
    run,
    attempt,
    stateOf: (key) => states[key] ?? IDLE,
    setError: (key, message) => setState(key, { pending: false, error: message }),
  };
}

const ONE = () => '';

/** A command run for one thing at a time: a form's submit, a composer's send. */
export function useMutation<A extends unknown[], R>(
  command: (...args: A) => Promise<R>,
  options?: MutationOptions,
): Mutation<A, R> {
  const mutation = useKeyedMutation(ONE, command, options);
  return {
    ...mutation.stateOf(''),
    run: mutation.run,
    attempt: mutation.attempt,
    setError: (message) => mutation.setError('', message),
  };
}
