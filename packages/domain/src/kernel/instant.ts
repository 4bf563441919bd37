/**
 * A moment, as the domain holds it: epoch milliseconds. The Firestore adapters convert it to and from
 * Timestamps (date-codec.ts), so handlers, the demo backend and tests never meet an SDK type. It sits
 * below every document type, so a document module needs nothing else to say when.
 */
export type Instant = number;
