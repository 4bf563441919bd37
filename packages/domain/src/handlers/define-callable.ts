/**
 * A callable declared once: its name, its payload's zod schema (the payload type the web sends is
 * inferred from it), who may call it, the App Check it needs, the limits it takes and its handler.
 * The registry (registry.ts) lists the declarations; the contract's names and types, the handlers,
 * the Cloud Functions and the web's App Check table are derived from it.
 */
import type { z } from 'zod';
import type { Caller } from '../kernel/types';
import type { HandlerCall, HandlerDeps } from './handler-types';
import type { DeclaredLimit } from './declared-limits';
import type { Participante } from '../kernel/types';
import { parsePayload } from '../kernel/commands/schemas';
import { requireCaller, requireOwner } from './request-context';

/**
 * Who may call it, checked in this order against the payload's shape: `signed-in` refuses an
 * anonymous caller first; `owner` checks the payload first, then refuses anyone but an owner with one
 * answer, before any read; `anyone` lets the handler see a null caller.
 */
export type Who = 'anyone' | 'signed-in' | 'owner';

/**
 * `none`: a page view's logger, which keeps its per-IP limits instead, so a page loads no App Check.
 * `limited-use`: a write that creates content or sends mail, whose token is consumed (replay
 * protection). `required`: every other callable.
 */
export type AppCheck = 'required' | 'limited-use' | 'none';

/** More than the default instance, where one call needs it (sharp decoding an upload). */
export interface CallableRuntime {
  readonly memory: '512MiB';
  readonly timeoutSeconds: number;
}

/** The rate-limit keys that name an account, which its deletion erases (account-limit-keys.ts). */
export type AccountLimitKeys = (uid: string, found: { skins: readonly string[]; others: readonly Participante[] }) => string[];

/** What a declared handler is made with: the world's dependencies and what the registry derives. */
export interface CallableDeps extends HandlerDeps {
  readonly accountLimitKeys: AccountLimitKeys;
}

export interface DeclaredCall<S extends z.ZodType, W extends Who> {
  caller: W extends 'anyone' ? Caller | null : Caller;
  /** The request's IP as the boundary saw it; never taken from the payload. */
  ip: string | null;
  data: z.output<S>;
}

interface Common<N extends string> {
  readonly name: N;
  readonly who: Who;
  readonly appCheck: AppCheck;
  /** Every limit it takes, in the order it takes them; their keys are written here only. */
  readonly limits: readonly DeclaredLimit[];
  readonly runtime?: CallableRuntime;
  /**
   * The account states it still serves: `blocked` for a person's rights over their own data (LGPD
   * art. 18), `deleting` for what an account being deleted may still do (come back, download).
   */
  readonly serves?: readonly ('blocked' | 'deleting')[];
}

export interface CallableSpec<N extends string, S extends z.ZodType, W extends Who, R> extends Common<N> {
  readonly who: W;
  /** A schema, or one made for the deps where what is accepted depends on them (the images' own addresses). */
  readonly payload: S | ((deps: HandlerDeps) => S);
  readonly handler: (deps: CallableDeps) => (call: DeclaredCall<S, W>) => Promise<R>;
}

export interface CallableDeclaration<N extends string = string, P = unknown, R = unknown> extends Common<N> {
  /** The handler as the boundary runs it: the caller and payload checked as declared, then the declared handler. */
  readonly make: (deps: CallableDeps) => (call: HandlerCall) => Promise<R>;
  /** Types only, never set: what the web sends and gets (the contract). */
  readonly contract?: readonly [payload: P, result: R];
}

export function defineCallable<N extends string, S extends z.ZodType, W extends Who, R>(
  spec: CallableSpec<N, S, W, R>,
): CallableDeclaration<N, z.input<S>, R> {
  const { payload, handler, ...common } = spec;
  return {
    ...common,
    make: (deps) => {
      const schema = isSchemaMaker(payload) ? payload(deps) : payload;
      const run = handler(deps);
      return async ({ caller, ip, data }) => {
        if (spec.who === 'signed-in') requireCaller(caller);
        const parsed = parsePayload(schema, data);
        if (spec.who === 'owner') requireOwner(caller);
        return run({ caller: caller as DeclaredCall<S, W>['caller'], ip, data: parsed });
      };
    },
  };
}

function isSchemaMaker<S extends z.ZodType>(payload: S | ((deps: HandlerDeps) => S)): payload is (deps: HandlerDeps) => S {
  return typeof payload === 'function';
}
