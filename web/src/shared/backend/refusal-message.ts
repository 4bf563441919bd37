import { DomainError, PUBLIC_MESSAGES, toDomainError } from '@lab/domain/kernel';

/**
 * What an adapter rejects with: the core DomainError the caught value stands for (the domain's one
 * mapping, toDomainError), or an internal error when it names no refusal the domain knows.
 */
export function refusalOf(caught: unknown): DomainError {
  return toDomainError(caught) ?? new DomainError('internal', PUBLIC_MESSAGES.internal);
}

/**
 * What to tell the person when a backend call fails: a refusal carries its own Portuguese message
 * (both adapters reject with the core DomainError); anything else gets the screen's `fallback`.
 */
export function refusalMessage(error: unknown, fallback: string = PUBLIC_MESSAGES.internal): string {
  return toDomainError(error)?.message ?? fallback;
}
