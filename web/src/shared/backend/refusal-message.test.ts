import { DomainError, MESSAGES, REFUSAL_DETAILS } from '@lab/domain/kernel';
import { refusalMessage, refusalOf } from './refusal-message';

/** What the Functions SDK rejects with: a FirebaseError whose code is "functions/<code>", with the server's details. */
function functionsError(code: string, message: string, details: unknown = REFUSAL_DETAILS): Error {
  return Object.assign(new Error(message), { code, name: 'FirebaseError', details });
}

describe('a callable refusal', () => {
  it('becomes the core DomainError with the server Portuguese message', () => {
    const error = refusalOf(functionsError('functions/already-exists', MESSAGES.skinNameTaken));
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'already-exists', message: MESSAGES.skinNameTaken });
  });

  it('speaks Portuguese when the server said nothing of its own', () => {
    expect(refusalOf(functionsError('functions/internal', 'internal'))).toMatchObject({
      code: 'internal',
      message: MESSAGES.internal,
    });
    expect(refusalOf(functionsError('functions/permission-denied', 'permission-denied', null)).message).toBe(
      MESSAGES.permissionDenied,
    );
    expect(refusalOf(functionsError('functions/not-found', 'not-found', null)).message).toBe(MESSAGES.internal);
  });

  it('maps codes the domain does not know, and network failures, to internal', () => {
    expect(refusalOf(functionsError('functions/unavailable', 'unavailable'))).toMatchObject({
      code: 'internal',
      message: MESSAGES.internal,
    });
    expect(refusalOf(new TypeError('Failed to fetch'))).toMatchObject({ code: 'internal' });
  });
});

describe('the message a screen shows for a failure', () => {
  it('is the refusal own Portuguese message', () => {
    expect(refusalMessage(new DomainError('already-exists', MESSAGES.skinNameTaken), 'x')).toBe(MESSAGES.skinNameTaken);
    expect(refusalMessage(new DomainError('internal', MESSAGES.internal), 'x')).toBe(MESSAGES.internal);
  });

  it('is the screen fallback, or the internal message, for anything that is no refusal', () => {
    expect(refusalMessage(new TypeError('Failed to fetch'), 'Não foi possível enviar.')).toBe('Não foi possível enviar.');
    expect(refusalMessage(new Error('boom'))).toBe(MESSAGES.internal);
  });
});
