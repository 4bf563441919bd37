import { DomainError, REFUSAL_DETAILS, toDomainError } from './errors';
import { MESSAGES } from './messages';

const HTTP_STATUS: Record<string, number> = {
  'functions/invalid-argument': 400,
  'functions/unauthenticated': 401,
  'functions/permission-denied': 403,
  'functions/not-found': 404,
  'functions/already-exists': 409,
  'functions/resource-exhausted': 429,
  'functions/internal': 500,
  'functions/unavailable': 503,
};

/**
 * What the Functions SDK rejects with: a FirebaseError whose code is "functions/<code>", whose
 * message is the server's followed by the HTTP status, and whose details are the server's (the
 * deployed-callables emulator suite, sdk-refusals.functions-emulator.test.ts, checks this shape
 * against the real SDK). The boundary marks the domain's own refusals with REFUSAL_DETAILS.
 */
function functionsError(code: string, message: string, details: unknown = REFUSAL_DETAILS): Error {
  return Object.assign(new Error(`${message} [${HTTP_STATUS[code] ?? 500}]`), { code, name: 'FirebaseError', details });
}

describe('a caught value, as a domain refusal', () => {
  it('is a DomainError itself, whatever its code', () => {
    const refusal = new DomainError('already-exists', MESSAGES.skinNameTaken);
    expect(toDomainError(refusal)).toBe(refusal);
    const internal = new DomainError('internal', MESSAGES.internal);
    expect(toDomainError(internal)).toBe(internal);
  });

  it('keeps the server Portuguese message of a callable refusal', () => {
    const refusal = toDomainError(functionsError('functions/already-exists', MESSAGES.skinNameTaken));
    expect(refusal).toBeInstanceOf(DomainError);
    expect(refusal).toMatchObject({ code: 'already-exists', message: MESSAGES.skinNameTaken });
    const unknownField = `${MESSAGES.unknownField}extra`;
    expect(toDomainError(functionsError('functions/invalid-argument', unknownField))).toMatchObject({ message: unknownField });
  });

  it('reads a callable-protocol error body, whose status is spelled in capitals', () => {
    expect(
      toDomainError({ error: { status: 'INVALID_ARGUMENT', message: MESSAGES.emailRequired, details: REFUSAL_DETAILS } }),
    ).toMatchObject({
      code: 'invalid-argument',
      message: MESSAGES.emailRequired,
    });
  });

  it("never shows a message the boundary did not mark as the domain's, whatever it says", () => {
    expect(
      toDomainError(functionsError('functions/already-exists', 'Portuguese-looking text from elsewhere', null)),
    ).toMatchObject({
      code: 'already-exists',
      message: MESSAGES.internal,
    });
    expect(
      toDomainError({ error: { status: 'NOT_FOUND', message: MESSAGES.skinNotFound, details: { refusal: 'x' } } }),
    ).toMatchObject({
      message: MESSAGES.internal,
    });
  });

  it('says the code in Portuguese when the message is not the domain own (an SDK English text, or the bare code)', () => {
    expect(toDomainError({ code: 'permission-denied', message: 'Missing or insufficient permissions.' })).toMatchObject({
      code: 'permission-denied',
      message: MESSAGES.permissionDenied,
    });
    expect(toDomainError({ code: 'unauthenticated' })).toMatchObject({
      code: 'unauthenticated',
      message: MESSAGES.unauthenticated,
    });
    expect(toDomainError(functionsError('functions/permission-denied', 'permission-denied', null))).toMatchObject({
      message: MESSAGES.permissionDenied,
    });
    expect(toDomainError({ error: { status: 'RESOURCE_EXHAUSTED', message: 'RESOURCE_EXHAUSTED' } })).toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.internal,
    });
  });

  it('is null for internal errors, codes the domain does not know and anything that is no refusal', () => {
    expect(toDomainError(functionsError('functions/internal', 'internal'))).toBeNull();
    expect(toDomainError({ error: { status: 'INTERNAL', message: 'INTERNAL' } })).toBeNull();
    expect(toDomainError(functionsError('functions/unavailable', 'unavailable'))).toBeNull();
    expect(toDomainError(new TypeError('Failed to fetch'))).toBeNull();
    expect(toDomainError('<html>')).toBeNull();
    expect(toDomainError({ error: 'x' })).toBeNull();
    expect(toDomainError(null)).toBeNull();
  });
});
