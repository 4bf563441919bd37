import { isDomainError, MESSAGES } from '@core';

/** A refusal carries its Portuguese message; anything else gets the generic one. */
export function errorMessageOf(error: unknown): string {
  return isDomainError(error) ? error.message : MESSAGES.internal;
}
