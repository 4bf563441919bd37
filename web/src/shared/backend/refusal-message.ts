import { isDomainError, MESSAGES } from '@lab/domain';

/**
 * What to tell the person when a backend call fails: a refusal carries its own Portuguese message
 * (both adapters reject with the core DomainError); anything else gets the screen's `fallback`.
 */
export function refusalMessage(error: unknown, fallback: string = MESSAGES.internal): string {
  return isDomainError(error) ? error.message : fallback;
}
