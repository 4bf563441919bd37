/**
 * Every stored entity of the product, with the Portuguese field names exactly as stored.
 * Dates are epoch milliseconds in the domain; the Firestore adapters convert them to and from
 * Timestamps, so handlers, the demo backend and tests never meet an SDK type.
 */
export type Instant = number;

/** users/{googleId} */
export interface UserDoc {
  idGoogle: string;
  /** Given name. */
  nomeGoogle: string;
  nomeCompletoGoogle: string;
  emailGoogle: string;
  picGoogle: string;
  /** Registration date. */
  data: Instant;
  /** Informational only: owners are recognised by the `admin` custom claim, never by this field. */
  isAdmin: boolean;
}

/** users/{googleId}/logins/{autoId}: one per sign-in. */
export interface LoginDoc {
  data: Instant;
}

export interface NavigationRecord {
  path: string;
  timestamp: Instant;
}

/** navegacoes/{hash} (anonymous) and users/{uid}/navegacoes_users/{hash} (signed in). */
export interface NavigationDoc {
  registros: NavigationRecord[];
  criadoEm: Instant;
  navegacaoHash: string;
}

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
  /** The owning user's uid, kept on the document so a group query by username needs no path parsing. */
  idUser: string;
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

/** users/{uid}/skins/{skinId}/containers/{containerId} */
export interface ContainerDoc {
  id_container: string;
  titulo: string;
  iconUrl: string;
  order: number;
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
export interface CardDoc {
  id: string;
  name: string;
  nomeDescricao: string;
  titulo: string;
  descricao: string;
  imagem: string;
  atividade: string;
  criador: string;
  periodo: string;
  data: Instant;
  linkExterno: string;
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

/**
 * One side of a contact. `chave` is the participant key the contact id is built from: the skin
 * name of a signed-in participant, or the e-mail of an anonymous one.
 */
export interface Participante {
  chave: string;
  uid: string | null;
  nome: string;
  foto: string;
  email: string | null;
}

/** contatos/{idContato} */
export interface ContatoDoc {
  /** The two participant keys sorted and joined with "_". */
  idContato: string;
  ultimaConversaData: Instant;
  /** Both sides, sorted by `chave`, so lists need no user reads. */
  participantes: Participante[];
  /** Uids of the signed-in participants: what the rules and the list query use. */
  uids: string[];
  /** The sum of its conversations' naoLidasLab, kept in the same transactions; absent means 0. */
  naoLidasLab?: number;
  /** The sum of its conversations' naoLidasVisitante; absent means 0. */
  naoLidasVisitante?: number;
}

/** contatos/{idContato}/conversas/{idConversa} */
export interface ConversaDoc {
  assunto: string;
  data: Instant;
  idContato: string;
  idConversa: string;
  ultimaMensagem: string;
  /** E-mail given by an anonymous sender; empty for signed-in senders. */
  email: string;
  dataUltimaMensagem: Instant;
  uids: string[];
  /** Messages the lab side (both owners) has not read yet; absent in older data, read as 0. */
  naoLidasLab?: number;
  /** Messages the visitor side has not read yet; absent in older data, read as 0. */
  naoLidasVisitante?: number;
  /** When the owners were last e-mailed about this conversation: bursts make one e-mail per 10 minutes. */
  notificadoEm?: Instant;
}

/** contatos/{idContato}/conversas/{idConversa}/chat/{idChat} */
export interface ChatDoc {
  mensagem: string;
  data: Instant;
  /** Sender's participant key (skin name, or e-mail for an anonymous sender). */
  userRemetente: string;
  idConversa: string;
  idChat: string;
  /** Sender's name and photo, copied at send time so a thread needs no user reads. */
  nomeRemetente: string;
  fotoRemetente: string;
  uids: string[];
  /**
   * The e-mail that carries this message to a visitor who has only an e-mail (mail/{idMail}); absent
   * when no e-mail was queued.
   */
  idMail?: string;
}

/** acessos/{hash}: at most one per session hash. */
export interface AcessoDoc {
  hash: string;
  ip: string;
  country_name: string;
  region: string;
  city: string;
  org: string;
  data: Instant;
  /** ISO 3166-1 alpha-2 code of country_name ("BR"): the screen names countries in Portuguese from it. */
  country_code?: string;
  visto: boolean;
  /** E-mail the visitor of this session later gave in the contact form; empty until then. */
  valorEmail: string;
}

/** usernames/{username}: the reservation that makes a skin name unique across all users (server-only). */
export interface UsernameDoc {
  uid: string;
  skinId: string;
}

/** rateLimits/{key}: server-only; the instants of the uses still inside the window. */
export interface RateLimitDoc {
  hits: Instant[];
  /** When the last hit leaves the window and the document means nothing: the TTL policy deletes it then. */
  expiresAt: Instant;
}

/** geoCache/{ip}: server-only; one geo lookup of an IP, reused until it expires (TTL policy on expiresAt). */
export interface GeoCacheDoc extends GeoInfo {
  expiresAt: Instant;
}

/** What a geo-IP lookup answers; every field may be empty. */
export interface GeoInfo {
  /** ISO 3166-1 alpha-2, upper case; empty when unknown. */
  country_code?: string;
  country_name: string;
  region: string;
  city: string;
  org: string;
}

/** Who someone is, as an ID token's claims describe them (the web's signed-in user reads the same). */
export interface Identity {
  uid: string;
  /** The `admin` custom claim. */
  admin: boolean;
  /**
   * Name and picture as the token carries them. They follow the Auth user record, which its owner
   * may edit (updateProfile), so nothing shown to other people is taken from them.
   */
  name: string;
  givenName: string;
  email: string;
  picture: string;
}

/** Whoever calls a command, as the trusted boundary sees it (from a verified ID token). */
export interface Caller extends Identity {
  /** The `email_verified` claim: an e-mail is trusted (stored, shown to owners) only when this is true. */
  emailVerified: boolean;
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

/** Where the Trigger Email extension says an e-mail is; absent until the extension picks it up. */
export type MailState = 'PENDING' | 'PROCESSING' | 'RETRY' | 'SUCCESS' | 'ERROR';

/** What the extension writes back on mail/{id}. */
export interface MailDelivery {
  state: MailState;
  attempts?: number;
  error?: string | null;
}

/** Why an e-mail was queued. */
export type MailKind = 'notificacao' | 'resposta';

/**
 * mail/{id}: one outgoing e-mail in the shape of the official "Trigger Email from Firestore"
 * extension (`to`, `replyTo`, `message`, and the `delivery` it writes back). Only callables write it
 * and only owners read it. The other fields are the product's: what the e-mail is about.
 */
export interface MailDoc {
  to: string[];
  /** Absent on the owners' notifications; the visitor's reply goes to the lab's addresses. */
  replyTo?: string;
  message: { subject: string; text: string; html: string };
  delivery?: MailDelivery;
  tipo: MailKind;
  data: Instant;
  idContato: string;
  idConversa: string;
  /** The chat message the e-mail carries (a reply), or null (a notification). */
  idChat: string | null;
}

/**
 * estatisticas/{dia}_{shard}: one shard of one day's counters (days in the site's time zone,
 * "2026-11-23"). A day is spread over STATS_SHARDS documents so a burst of visits never writes one
 * document faster than Firestore sustains; the summary sums the shards. Owners read it.
 */
export interface EstatisticaDoc {
  dia: string;
  visitas: number;
  contatos: number;
  /** Visits per country code ("BR"; "??" when unknown). */
  paises: Record<string, number>;
  /** Page views per path ("/lab/home"). */
  paginas: Record<string, number>;
}
