/** What the handlers need from the world, injected so they run in jest, the Functions and the browser. */
import type { CallableName, Caller, GeoInfo, ResultOf } from '..';
import type { Store } from '../store/store';

/** Looks an IP up; may throw or time out, which the access log tolerates. */
export type GeoLookup = (ip: string) => Promise<GeoInfo>;

export interface HandlerLogger {
  warn(message: string, ...details: unknown[]): void;
  error(message: string, ...details: unknown[]): void;
}

export interface HandlerDeps {
  store: Store;
  geo: GeoLookup;
  now: () => number;
  /** A number in [0, 1), like Math.random. */
  random: () => number;
  /** A fresh document id; injected because the handlers must not import Node's crypto. */
  newId: () => string;
  logger?: HandlerLogger;
}

export interface HandlerCall {
  /** Null for an anonymous visitor. */
  caller: Caller | null;
  /** The request's IP as the boundary saw it; never taken from the payload. */
  ip: string | null;
  data: unknown;
}

export type Handler<N extends CallableName> = (call: HandlerCall) => Promise<ResultOf<N>>;

export type Handlers = { [N in CallableName]: Handler<N> };
