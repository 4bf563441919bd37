/**
 * The one way a handler refuses: `refuse(code, message)` throws the DomainError the boundary turns
 * into what the caller gets. A handler whose Store answers tagged outcomes lists its refusals once,
 * with their code and Portuguese message, and refuses with `refuse(...REFUSALS[outcome])`.
 */
import { DomainError, type DomainErrorCode } from '../errors';

export type Refusal = readonly [code: DomainErrorCode, message: string];
export type Refusals<R extends string> = { readonly [K in R]: Refusal };

export function refuse(code: DomainErrorCode, message: string): never {
  throw new DomainError(code, message);
}
