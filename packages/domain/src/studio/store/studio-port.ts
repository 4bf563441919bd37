import type { Instant } from '../../kernel/types';
import type { CheckedChange } from '../studio-commands';
import type { SkinSite } from '../../skins/skin-types';
import type { RateLimit } from '../../limits';
import type { SkinLocation } from '../../skins/store/skin-location';

export interface EditSkinInput extends SkinLocation {
  /** Already checked by the handler: lengths, page slugs, links, image addresses, a card's kind fields. */
  change: CheckedChange;
  at: Instant;
  /** The id a change that creates a container, a card or a copy gives it. */
  newId: string;
  /** Counted only when the change is made; absent for owners. */
  rateLimit?: RateLimit;
}

/** Why a change was refused; nothing was written. */
export type EditSkinRefusal =
  | 'skin-not-found'
  | 'rate-limited'
  | 'page-not-found'
  | 'page-taken'
  | 'page-limit'
  | 'main-page'
  | 'container-not-found'
  | 'container-not-on-page'
  | 'container-already-on-page'
  | 'container-limit'
  /** The page already shows a contact form (a container of kind 'formulario'): one per page. */
  | 'form-already-on-page'
  /** A card cannot go into a contact form. */
  | 'form-holds-no-cards'
  /** Subjects were given for a container that is not a contact form. */
  | 'not-a-form'
  | 'questions-not-a-form'
  /** The page already shows an agenda (a container of kind 'agenda'): one per page. */
  | 'agenda-already-on-page'
  /** A card cannot go into an agenda. */
  | 'agenda-holds-no-cards'
  /** Agenda settings were given for a container that is not an agenda. */
  | 'not-an-agenda'
  /** A card cannot go into a gallery. */
  | 'gallery-holds-no-cards'
  /** Gallery pictures were given for a container that is not a gallery. */
  | 'not-a-gallery'
  /** A card cannot go into a Depoimentos container. */
  | 'testimonials-hold-no-cards'
  /** Quotes were given for a container that is not a Depoimentos one. */
  | 'not-testimonials'
  | 'card-not-found'
  | 'card-not-in-container'
  | 'card-limit'
  /** An edit that would change a card's kind (card-kinds.ts): a kind is chosen once, at creation. */
  | 'card-kind-fixed'
  | 'add-on-unknown'
  /** The page's published document would pass PUBLISHED_LIMITS.docMaxBytes. */
  | 'page-too-large'
  /** The dates a card or container would have once written end before they start. */
  | 'schedule-order';

export type EditSkinOutcome = { status: 'done'; createdId: string | null } | { status: 'refused'; reason: EditSkinRefusal };

/** One image's place under a skin. */
export interface SkinImageTaken extends SkinLocation {
  imageId: string;
}

/** What taking an image's place needs. */
export interface SkinImageSlot extends SkinImageTaken {
  at: Instant;
  /** Refused when the skin already holds this many images (pending ones included). */
  maxImages: number;
  /** One use taken with the place; absent for owners. */
  rateLimit?: RateLimit;
}

/** A stored image's addresses, for the place taken before storing it. */
export interface SkinImageRecord extends SkinImageTaken {
  url: string;
  thumbUrl: string;
}

export type SkinImageOutcome = 'recorded' | 'skin-not-found' | 'image-limit' | 'rate-limited';

/** The studio: a skin's source tree, its changes and its uploaded images. */
export interface StudioStore {
  /**
   * A skin's whole source tree by its exact name (the studio's read: every container and card, the
   * add-on catalogue); null when no skin has that name. Visitors read the published snapshot instead.
   */
  loadSkinSite(username: string): Promise<SkinSite | null>;
  /** One studio change, in one transaction that keeps every ref consistent. */
  editSkin(input: EditSkinInput): Promise<EditSkinOutcome>;
  /** Takes an upload's place (imagens/{id}, pending) and a use of its limit, before any decoding. */
  reserveSkinImage(slot: SkinImageSlot): Promise<SkinImageOutcome>;
  /** Frees a pending place whose upload failed. */
  releaseSkinImage(taken: SkinImageTaken): Promise<void>;
  /** Fills the taken place with the stored image; 'skin-not-found' when the skin went meanwhile. */
  recordSkinImage(record: SkinImageRecord): Promise<SkinImageOutcome>;
}
