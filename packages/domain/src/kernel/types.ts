/**
 * Every stored entity of the product, with the Portuguese field names exactly as stored.
 * Dates are epoch milliseconds in the domain; the Firestore adapters convert them to and from
 * Timestamps, so handlers, the demo backend and tests never meet an SDK type.
 */
import type { Instant } from './instant';
import type { RespostaFormulario } from './briefing-types';

export type { Instant } from './instant';
export type * from '../skins/skin-types';
export type * from './briefing-types';

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
  /** Blocked by the moderation (setAccountBlocked): its skins hidden, its Auth account disabled. */
  bloqueado?: true;
  /**
   * Deleted by its own person (deleteMyAccount), until when it may be undone: its skins are hidden and
   * every command but Desfazer is refused until the sweeper finishes the deletion.
   */
  excluidaAte?: Instant;
}

/** users/{googleId}/logins/{autoId}: one per sign-in. */
export interface LoginDoc {
  data: Instant;
  /** When the TTL policy deletes it (LOG_RETENTION_MS after `data`); absent in data written before. */
  expiresAt?: Instant;
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
  /** LOG_RETENTION_MS after the last record: the TTL policy deletes the session then. Absent in older data. */
  expiresAt?: Instant;
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
  /** `contactIdOf` the two participant keys: sorted, each escaped, joined with "_" (docs/decisions/0013). */
  idContato: string;
  ultimaConversaData: Instant;
  /** Both sides, sorted by `chave`, so lists need no user reads. */
  participantes: Participante[];
  /** Uids of the signed-in participants: what the rules and the list query use. */
  uids: string[];
  /**
   * The skin whose inbox the contact is in: the skin whose contact form opened it. Absent: the site's
   * own (`lab`), as for every contact from before skins had forms. Its side's counters are the
   * `naoLidasLab` ones: the name is the stored one, the meaning is "the inbox's side".
   */
  destino?: string;
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
  /** The name an anonymous sender chose to give on the form (checked, trimmed); absent when none. */
  nome?: string;
  /** The WhatsApp an anonymous sender gave on the form, in E.164 ("+5511987654321"); absent when none. */
  whatsapp?: string;
  dataUltimaMensagem: Instant;
  uids: string[];
  /** The contact's `destino`, copied when the conversation starts, so a list of them knows its sides. */
  destino?: string;
  /** Messages the inbox's side (for the site's own, both owners) has not read yet; absent in older data, read as 0. */
  naoLidasLab?: number;
  /** Messages the visitor side has not read yet; absent in older data, read as 0. */
  naoLidasVisitante?: number;
  /** When the owners were last e-mailed about this conversation: bursts make one e-mail per 10 minutes. */
  notificadoEm?: Instant;
  /** When the inbox's side last read the conversation (for the site's own, either owner): its sender's "Visto". */
  lidaLabEm?: Instant;
  /** When the visitor side last read the conversation. */
  lidaVisitanteEm?: Instant;
  /** The owner who took the site's conversation ("Eu respondo"): the other owner gets no push for it. */
  respondendo?: ConversationClaim;
  /** When the inbox's devices were last pushed about this conversation: a burst makes one notice. */
  pushLabEm?: Instant;
  /** When the visitor's devices were last pushed about it. */
  pushVisitanteEm?: Instant;

  /** The answers to her own questions on the form (briefing), in her order; absent when none were asked or answered. */
  respostas?: RespostaFormulario[];
}

/** A lead's stage in the inbox side's pipeline, in the board's order. */
export type EtapaLead = 'novo' | 'em-conversa' | 'proposta' | 'fechado' | 'perdido';

/** Who answers a conversation of the site's own inbox, as its owners see it. */
export interface ConversationClaim {
  uid: string;
  nome: string;
  desde: Instant;
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
  /** Why a reply to a visitor who has only an e-mail was not mailed (the chat tells its author). */
  emailRetido?: EmailRetido;
  /**
   * Sent by itself from the inbox's side (the acknowledgement, the answer outside her hours): the chat
   * shows "Resposta automática", and nothing counts it as her reply.
   */
  automatica?: true;
}

/**
 * A reply not mailed: the address has not confirmed it wants a creator's replies (it was asked, or
 * will be), it refused every mail of the site, or a budget was spent.
 */
export type EmailRetido = 'sem-confirmacao' | 'recusado' | 'limite';

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
  /**
   * The account whose own call recorded it, when signed in. A session id is whatever a browser sends
   * (a shared computer keeps it), so only this field, never the id, makes a record an account's.
   */
  uid?: string;
  /** LOG_RETENTION_MS after `data`: the TTL policy deletes it then. Absent in older data. */
  expiresAt?: Instant;
}

/**
 * pedidosDados/{token}: a visitor's request to see the messages sent with an address (server-only).
 * The id is the link's random token, which only that address's mailbox receives.
 */
export interface PedidoDadosDoc {
  email: string;
  criadoEm: Instant;
  /** 24 hours after criadoEm: the link stops working, and the TTL policy deletes the request. */
  expiresAt: Instant;
}

/** usernames/{username}: the reservation that makes a skin name unique across all users (server-only). */
export interface UsernameDoc {
  uid: string;
  skinId: string;
}

/** dominios/{host}: server-only; the skin a custom domain shows (written by setSkinDomain, owners only). */
export interface DominioDoc {
  /** The skin's name, as its published snapshot is keyed (`sites/{username}`). */
  username: string;
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

/**
 * users/{uid}/skins/{skinId}/visitas/{dia}_{shard}: one shard of one day's counters of one skin, which
 * its creator (and the owners) read in VISITAS. Sharded like EstatisticaDoc; it holds no IP, e-mail or
 * session id, only counts.
 */
export interface VisitaDoc {
  dia: string;
  /** Visits: a browser's first view of the skin that day. */
  visitas: number;
  /** Page views per path ("/lab/home"). */
  paginas: Record<string, number>;
  /** Visits per country code ("BR"; "??" when unknown). */
  paises: Record<string, number>;
  /** Visits per referring host ("www.google.com"), or "(direto)" / "(interno)". */
  origens: Record<string, number>;
  /** Clicks per card (or gallery container) id of the skin; absent on a day nobody clicked. */
  cliques?: Record<string, number>;
}
