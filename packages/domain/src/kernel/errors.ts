import { PUBLIC_MESSAGES } from './public-messages';

/** Error codes shared with callable HttpsError codes, so the boundary maps them one to one. */
export const DOMAIN_ERROR_CODES = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'already-exists',
  'resource-exhausted',
  'failed-precondition',
  /** A command lost a race it may win on a retry (a conversation still receiving messages while deleted). */
  'aborted',
  'internal',
] as const;
export type DomainErrorCode = (typeof DOMAIN_ERROR_CODES)[number];

export function isDomainErrorCode(value: string): value is DomainErrorCode {
  return (DOMAIN_ERROR_CODES as readonly string[]).includes(value);
}

/** A refusal with a Portuguese message meant for the person who acted. */
export class DomainError extends Error {
  readonly code: DomainErrorCode;
  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/**
 * The `details` the boundary sends with every refusal of the domain's (HttpsError's third argument,
 * the callable protocol's `error.details`): its message is then the domain's own Portuguese text.
 * An SDK's or a service's error carries none, and its message (English, or the bare code) is never
 * shown. A mark rather than a look-up in the catalogue, so a page need not load every message to
 * trust the one it got.
 */
export const REFUSAL_DETAILS = { refusal: 'lab' } as const;

/** What a refusal says when it arrives without a message of the domain's own. */
const MESSAGE_OF_CODE: Partial<Record<DomainErrorCode, string>> = {
  'permission-denied': PUBLIC_MESSAGES.permissionDenied,
  unauthenticated: PUBLIC_MESSAGES.unauthenticated,
};

/**
 * The domain refusal a caught value stands for, in whichever form it crossed a boundary: a
 * DomainError itself, an HttpsError or FunctionsError ("functions/not-found"), a FirestoreError
 * ("permission-denied") or a callable-protocol error body ({ error: { status: "NOT_FOUND", message } }).
 * Its message, less the HTTP status the Functions SDK appends, is kept only when the boundary marked
 * it as the domain's (REFUSAL_DETAILS); an SDK's own message (English, or the bare code) gives way to
 * the code's Portuguese one. Null for a code
 * the domain does not know, for `internal`, and for anything else: the caller decides what to say.
 */
export function toDomainError(caught: unknown): DomainError | null {
  if (caught instanceof DomainError) return caught;
  if (typeof caught !== 'object' || caught === null) return null;
  const fields = caught as { code?: unknown; status?: unknown; message?: unknown; error?: unknown; details?: unknown };
  if (fields.code === undefined && fields.status === undefined)
    return fields.error === undefined ? null : toDomainError(fields.error);
  const code = codeOf(fields.code ?? fields.status);
  if (code === null || code === 'internal') return null;
  const text = typeof fields.message === 'string' ? withoutHttpStatus(fields.message) : null;
  const message = text !== null && isMarkedRefusal(fields.details) ? text : null;
  return new DomainError(code, message ?? MESSAGE_OF_CODE[code] ?? PUBLIC_MESSAGES.internal);
}

/** A code in any of its spellings: "functions/not-found", "NOT_FOUND", "not-found". */
function codeOf(value: unknown): DomainErrorCode | null {
  if (typeof value !== 'string') return null;
  const bare = value
    .replace(/^functions\//, '')
    .toLowerCase()
    .replace(/_/g, '-');
  return isDomainErrorCode(bare) ? bare : null;
}

/**
 * The Functions web SDK appends the response's HTTP status to the server's message
 * ("Informe o nome da skin. [400]"); the callable protocol's body carries the message alone.
 */
function withoutHttpStatus(message: string): string {
  return message.replace(/ \[\d{3}\]$/, '');
}

function isMarkedRefusal(details: unknown): boolean {
  return (
    typeof details === 'object' && details !== null && (details as { refusal?: unknown }).refusal === REFUSAL_DETAILS.refusal
  );
}
