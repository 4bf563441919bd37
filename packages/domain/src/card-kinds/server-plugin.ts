/**
 * The handlers' part of a card kind: its payload schema and its normalisation, which may load the
 * heavy libraries (phone metadata, the BR Code, the QR) since no public page imports it.
 */
import type { z } from 'zod';
import type { KindNormalised } from './plugin';

export interface CardKindServer<Typed extends object, Stored extends object> {
  /** What the studio (or a skin file) may send for the kind; anything else is refused. */
  input: z.ZodType<Typed>;
  /** The typed fields checked and made into what is stored, or the refusal. */
  normalise(typed: Typed): KindNormalised<Stored>;
}
