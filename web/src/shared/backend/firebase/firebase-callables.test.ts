import { DomainError, MESSAGES } from '@core';
import { toDomainError } from './firebase-callables';

function functionsError(code: string, message: string): Error {
  return Object.assign(new Error(message), { code, name: 'FirebaseError' });
}

describe('a callable refusal', () => {
  it('becomes the core DomainError with the server Portuguese message', () => {
    const error = toDomainError(functionsError('functions/already-exists', MESSAGES.skinNameTaken));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'already-exists', message: MESSAGES.skinNameTaken });
  });

  it('speaks Portuguese when the server said nothing of its own', () => {
    expect(toDomainError(functionsError('functions/internal', 'internal'))).toMatchObject({ code: 'internal', message: MESSAGES.internal });
    expect(toDomainError(functionsError('functions/permission-denied', 'permission-denied')).message).toBe(MESSAGES.internal);
  });

  it('maps codes the domain does not know, and network failures, to internal', () => {
    expect(toDomainError(functionsError('functions/unavailable', 'unavailable'))).toMatchObject({ code: 'internal', message: MESSAGES.internal });
    expect(toDomainError(new TypeError('Failed to fetch'))).toMatchObject({ code: 'internal' });
  });
});
