/**
 * What a card kind is, as every side sees it: the pure part each kind's `kind.ts` declares (no zod
 * of the handlers, no phone, Pix or QR library, no React), so a public page can draw a stored card
 * of any kind at no cost. The handlers' part is `CardKindServer` (server.ts of each kind); the web's
 * are the kind's `View.tsx` and `Form.tsx`. docs/decisions/0017-card-kind-plugins.md.
 */
/**
 * The pure part of a kind. `Typed` is what the studio edits and sends (the kind's schema.ts infers
 * it), `Stored` what the Store keeps and a page is drawn from.
 */
export interface CardKindPlugin<Typed extends object, Stored extends object> {
  /** The kind's name in the studio's choice of kind ("WhatsApp"). */
  label: string;
  /** Its fields in a new card's form. */
  empty: Typed;
  /** Whether a card would show anything (a WhatsApp number, a Pix key); editSkin refuses one that would not. */
  showsSomething(fields: Typed): boolean;
  /** The fields the studio edits a stored card by (what is computed on writing left out). */
  editable(stored: Stored): Typed;
  /** How the studio names the card on buttons and in lists; "" when nothing names it. */
  studioName(fields: Typed): string;
}

/** What a kind's normalisation answers: what is stored, or the refusal in Portuguese (messages.ts). */
export type KindNormalised<Stored> = { stored: Stored } | { problem: string };

/** What a kind's Form.tsx is given: its fields as typed, and where each change goes. */
export interface KindFormProps<Typed> {
  /** A prefix for the inputs' ids, unique on the page. */
  idPrefix: string;
  fields: Typed;
  onChange: (fields: Typed) => void;
}

/** What a kind's View.tsx is given: the card (for its id and name) and the kind's stored fields. */
export interface KindViewProps<Stored> {
  card: { id: string; name: string };
  fields: Stored;
}

/**
 * The page's part of a kind, declared in its View.tsx: all a public page loads of it, so nothing the
 * studio or the server needs rides along (the views registry, views.tsx).
 */
export interface CardKindPage<Stored> {
  View: (props: KindViewProps<Stored>) => unknown;
  /** What heads the card on the page when the card has no name of its own. */
  heading(stored: Stored): string;
  /** Whether the page offers "Ler mais" only when the card has a description (else always). */
  readMoreOnlyWithDescription: boolean;
}
