/**
 * A skin's stored tree (users/{uid}/skins/{skinId} and below, the add-on catalogue) and the tree as
 * one screen reads it, with the Portuguese field names exactly as stored.
 */
import type { CardKindStored } from '../card-kinds/kinds';
import type { AgendaConfig } from '../kernel/agenda-types';
import type { GaleriaConfig } from '../kernel/gallery-types';
import type { DepoimentosConfig } from '../kernel/testimonial-types';
import type { CardContent } from '../studio/card-content';
import type { Instant } from '../kernel/instant';
import type { PerguntaFormulario } from '../kernel/briefing-types';
import type { OcultaPor } from '../moderation';

/** users/{uid}/skins/{skinId} */
export interface SkinDoc {
  id_skins: string;
  /** Unique across all users. */
  username: string;
  /** Theme name; empty string when the skin has none ("Sem tema"). */
  theme: string;
  /** True for the user's first skin only. */
  is_main: boolean;
  data: Instant;
  iconSkin: string;
  /**
   * The name the skin shows as its heading, title and share card ("Marina Souza"), as she typed it
   * (names.ts: checkDisplayName); absent, the page shows the address.
   */
  nomeExibicao?: string;
  /** The owning user's uid, kept on the document so a group query by username needs no path parsing. */
  idUser: string;
  /** Its own domain (`solange.exemplo.com.br`), when an owner mapped one (setSkinDomain; see domains.ts). */
  dominio?: string;
  /** Hidden by the moderation: no public snapshot, every public address answers 410 (moderation.ts). */
  oculta?: true;
  ocultadaEm?: Instant;
  /** Why it is hidden: unblocking the account restores only the skins the block hid. */
  ocultaPor?: OcultaPor;
}

/** users/{uid}/skins/{skinId}/paginas/{pageId} */
export interface PaginaDoc {
  id_pagina: string;
  nome: string;
  conteudo: string;
  data: Instant;
  is_main: boolean;
  /**
   * The page's position in the tab bar: an order key ("a1", see ordering.ts) written by the studio; a
   * zero-padded number ("0003") from before keys, or 'default' in older data, which shows the main page
   * first and the rest by date.
   */
  orderBy: string;
}

/**
 * .../paginas/{pageId}/containerRefs/{autoId}. id_pagina and id_skins are denormalised so one
 * collection-group query fetches every ref of a skin in a single round trip.
 */
export interface ContainerRefDoc {
  containerRefId: string;
  id_pagina: string;
  id_skins: string;
  /**
   * The container's position on this page: an order key written by the studio (a 0-based number in
   * data from before keys). Absent in data made before either: such a page shows its containers by
   * ContainerDoc.order (see ordering.ts).
   */
  order?: Position;
}

/**
 * A position in a list: an order key (a string that sorts between its neighbours, so a move rewrites
 * one document), or a 0-based number written before keys.
 */
export type Position = number | string;

/** What a container holds: cards (absent in stored data means this), the skin's contact form, her agenda (bookings), her gallery, or her clients' quotes. */
export type ContainerKind = 'cards' | 'formulario' | 'agenda' | 'galeria' | 'depoimentos';

/** users/{uid}/skins/{skinId}/containers/{containerId} */
export interface ContainerDoc {
  id_container: string;
  titulo: string;
  iconUrl: string;
  order: number;
  /** Absent: 'cards'. A 'formulario' holds no cards and sits on at most one per page. */
  tipo?: ContainerKind;
  /** A form's subjects, in the order its select shows them (see FORM_SUBJECTS_MAX); absent otherwise. */
  assuntos?: string[];

  /** A form's own questions (briefing), in the order the form asks them; absent or empty: none. */
  perguntas?: PerguntaFormulario[];

  /** An 'agenda' container's settings (services, week, buffer, notice, horizon, exceptions, zone); absent otherwise. */
  agenda?: AgendaConfig;

  /** A 'galeria' container's pictures, in her order; absent otherwise. */
  galeria?: GaleriaConfig;
  /** Shown from this moment on (schedule/window.ts); absent or null: from its creation. */
  inicio?: Instant | null;
  /** Shown until this moment; absent or null: for good. */
  fim?: Instant | null;
  /** A 'depoimentos' container's approved quotes, in the page's order; absent otherwise. */
  depoimentos?: DepoimentosConfig;
}

/** .../containers/{containerId}/cardRefs/{autoId} (id_container and id_skins denormalised, see ContainerRefDoc). */
export interface CardRefDoc {
  id_card: string;
  id_container: string;
  id_skins: string;
  /** The card's position in this container (an order key, or a 0-based number); absent in older data, shown newest first. */
  order?: Position;
}

/** users/{uid}/skins/{skinId}/cards/{cardId} */
export interface CardDoc extends CardContent, CardKindStored {
  id: string;
  data: Instant;
  /** Shown from this moment on (schedule/window.ts); absent or null: from its creation. */
  inicio?: Instant | null;
  /** Shown until this moment; absent or null: for good. */
  fim?: Instant | null;
}

/** .../cards/{cardId}/addOnsRefs/{autoId} (id_card and id_skins denormalised, see ContainerRefDoc). */
export interface AddOnRefDoc {
  id_add: string;
  id_card: string;
  id_skins: string;
  /** The icon's position on the card (an order key, or a 0-based number); absent in older data, shown in ref order. */
  order?: Position;
}

/**
 * users/{uid}/skins/{skinId}/imagens/{imageId}: one uploaded image (server-only, no rule lets a
 * client read it). It counts the skin's images against LIMITS.imagesPerSkin.
 */
export interface ImagemDoc {
  url: string;
  thumbUrl: string;
  data: Instant;
  /** Set while the upload that took this place is still being decoded and stored. */
  pendente?: true;
}

/** add_ons/{id} */
export interface AddOnDoc {
  url_img: string;
  /** Accessible name of the icon. */
  nome: string;
}

/** A skin's whole public tree, as one screen reads it. */
export interface SkinSite {
  skin: SkinDoc;
  paginas: Array<PaginaDoc & { containerIds: string[] }>;
  containers: Array<ContainerDoc & { cardIds: string[] }>;
  /** `cut`: the description is an excerpt (a published page's); the card's own address has it whole. */
  cards: Array<CardDoc & { addOnIds: string[]; cut?: true }>;
  /** The add-ons this skin's cards show. */
  addOns: Array<AddOnDoc & { id: string }>;
  /** The whole add-on catalogue, which the same read returns: what the studio offers a card. */
  addOnCatalog: Array<AddOnDoc & { id: string }>;
}
