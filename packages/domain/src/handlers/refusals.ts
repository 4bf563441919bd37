/**
 * The one way a handler turns a Store outcome that is a refusal into what the caller gets: each
 * handler lists its refusals once, with their code and Portuguese message, and `refuse` throws one.
 */
import { DomainError, type DomainErrorCode } from '../errors';

export type Refusals<R extends string> = { readonly [K in R]: readonly [code: DomainErrorCode, message: string] };

export function refuse<R extends string>(refusals: Refusals<R>, reason: R): never {
  const [code, message] = refusals[reason];
  throw new DomainError(code, message);
}
