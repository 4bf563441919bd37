/**
 * Every read the signed-in screens make, declared once: where it reads (a collection and a QuerySpec),
 * how a document becomes a row (the collection's entity schema, then `row`), and who may make it.
 * `allows` states what firestore.rules decide for that query; the memory adapter enforces it, the
 * Firebase adapter only translates the query to the SDK, and the rules suite on the Firestore
 * emulator makes each read as every role and checks that the rules agree with `allows`.
 *
 * Adding a read: declare it in LIVE_READS, give the rules suite's SAMPLE_ARGS an example of its
 * arguments, and expose it in the web's LiveReads (both adapters pick it up from here).
 */
import { UNSEEN_ACCESS_COUNT_MAX } from '../kernel/constants';
import { GROUPS, paths } from '../kernel/paths';
import type { AcessoDoc, ChatDoc, ContatoDoc, ConversaDoc, EstatisticaDoc, SkinDoc, UserDoc, VisitaDoc } from '../kernel/types';
import type { MailDoc } from '../notices/mail-doc';
import type { DenunciaDoc, ReportRow } from '../moderation/moderation';
import type { LeadDoc } from '../leads/lead-types';
import { SITE_OWNER_SKIN } from '../kernel/constants';
import type { QuerySpec } from '../kernel/store/doc-port';
import type { EntityCollection } from './entities';
import type { LiveRead, Viewer } from './live-read-types';
import type { AtendimentoDoc } from '../business-hours/atendimento';
import type { QuickReplyRow, RespostaRapidaDoc } from '../quick-replies';
import { BOOKING_LIVE_READS } from './booking-live-reads';
export type { BookingRow, HerBookingsArgs } from './booking-live-reads';
import { TESTIMONIAL_LIVE_READS } from './testimonial-live-reads';
export type { PendingTestimonialsArgs } from './testimonial-live-reads';

export type { ArgsOf, LiveRead, RowOf, Viewer } from './live-read-types';

/** A user document with its id, for the owners' users list. */
export type UserRow = UserDoc & { id: string };
/** An access log entry with its id (the hash the "seen" flag is written under). */
export type AcessoRow = AcessoDoc & { id: string };
/** A queued e-mail with its id, for the owners' outbox. */
export type MailRow = MailDoc & { id: string };

/** Whose skin's visits, and since which day (YYYY-MM-DD). */
export interface SkinVisitsArgs {
  uid: string;
  skinId: string;
  sinceDay: string;
}

const ownersOnly = (_args: unknown, viewer: Viewer | null): boolean => viewer?.admin === true;
/** The rules' isParticipant() || isOwner() on a list: holds when the query filters on the viewer's uid. */
const participantsOrOwners = (_args: unknown, viewer: Viewer | null): boolean => viewer !== null;

/** Owners list everything; anyone else must filter on their own uid, or the rules refuse the query. */
function participantsOnly(viewer: Viewer | null): QuerySpec['where'] {
  return viewer === null || viewer.admin ? [] : [['uids', 'array-contains', viewer.uid]];
}

/** The mail a non-owner may list: what names them among its readers (MailDoc.leitores). */
function readersOnly(viewer: Viewer | null): NonNullable<QuerySpec['where']> {
  return viewer === null || viewer.admin ? [] : [['leitores', 'array-contains', viewer.uid]];
}

/** A lead with its id. */
export type LeadRow = LeadDoc & { id: string };

/** One inbox's leads: `caixa` (a skin, or `lab`), read by `uid`, the newest message first, at most `limit`. */
export interface InboxLeadsArgs {
  caixa: string;
  uid: string;
  limit: number;
}

/** One conversation's lead, for its chat's header. */
export interface OneLeadArgs {
  caixa: string;
  uid: string;
  idContato: string;
  idConversa: string;
}

/**
 * What the rules' readsLead() needs a list to filter on: the site's inbox for owners; any other inbox
 * by its creator's uid, so every document the query could answer is hers.
 */
function leadScope({ caixa, uid }: { caixa: string; uid: string }): NonNullable<QuerySpec['where']> {
  return caixa === SITE_OWNER_SKIN
    ? [['caixa', '==', caixa]]
    : [
        ['caixa', '==', caixa],
        ['uidDono', '==', uid],
      ];
}

const readsLeads = ({ caixa, uid }: { caixa: string; uid: string }, viewer: Viewer | null): boolean =>
  viewer !== null && (caixa === SITE_OWNER_SKIN ? viewer.admin : viewer.uid === uid);

const withId = <T>(id: string, entity: T): T & { id: string } => ({ ...entity, id });

export const LIVE_READS = {
  /**
   * The skins manager: a user's skins, oldest first. A skin tree is its user's and the owners' (public
   * pages read the published snapshot), so nobody else learns which skins the moderation hid.
   */
  skins: {
    entity: 'skins',
    source: ({ uid }: { uid: string }) => ({ collection: paths.skins(uid) }),
    spec: () => ({ orderBy: [['data', 'asc']] }),
    allows: ({ uid }: { uid: string }, viewer: Viewer | null) => viewer !== null && (viewer.admin || viewer.uid === uid),
    row: (_id: string, skin: SkinDoc) => skin,
  },
  /** VISITAS' skin picker for owners: every skin of every user. */
  allSkins: {
    entity: 'skins',
    source: () => ({ group: GROUPS.skins }),
    spec: () => ({}),
    allows: ownersOnly,
    row: (_id: string, skin: SkinDoc) => skin,
  },
  /**
   * CONTATOS and the drawer's badges: every contact for owners (`admin`), otherwise the contacts
   * naming `uid`, which must be the viewer's own.
   */
  contacts: {
    entity: 'contatos',
    source: () => ({ collection: paths.contatos() }),
    spec: (scope: { uid: string; admin: boolean }) => ({
      where: scope.admin ? [] : [['uids', 'array-contains', scope.uid]],
      orderBy: [['ultimaConversaData', 'desc']],
    }),
    allows: (scope: { uid: string; admin: boolean }, viewer: Viewer | null) =>
      viewer !== null && (viewer.admin || (!scope.admin && scope.uid === viewer.uid)),
    row: (_id: string, contact: ContatoDoc) => contact,
  },
  /** One contact's conversations, the latest message first. */
  conversations: {
    entity: 'conversas',
    source: ({ contactId }: { contactId: string }) => ({ collection: paths.conversas(contactId) }),
    spec: (_args: { contactId: string }, viewer: Viewer | null) => ({
      where: participantsOnly(viewer),
      orderBy: [['dataUltimaMensagem', 'desc']],
    }),
    allows: participantsOrOwners,
    row: (_id: string, conversation: ConversaDoc) => conversation,
  },
  /** One conversation's messages, in time order. */
  chat: {
    entity: 'chat',
    source: ({ contactId, conversationId }: { contactId: string; conversationId: string }) => ({
      collection: paths.chat(contactId, conversationId),
    }),
    spec: (_args: { contactId: string; conversationId: string }, viewer: Viewer | null) => ({
      where: participantsOnly(viewer),
      orderBy: [['data', 'asc']],
    }),
    allows: participantsOrOwners,
    row: (_id: string, message: ChatDoc) => message,
  },
  /** USUÁRIOS: every account, newest first. */
  users: {
    entity: 'users',
    source: () => ({ collection: 'users' }),
    spec: () => ({ orderBy: [['data', 'desc']] }),
    allows: ownersOnly,
    row: (id: string, user: UserDoc): UserRow => withId(id, user),
  },
  /** ACESSOS: every logged access, newest first. */
  accessLog: {
    entity: 'acessos',
    source: () => ({ collection: paths.acessos() }),
    spec: () => ({ orderBy: [['data', 'desc']] }),
    allows: ownersOnly,
    row: (id: string, acesso: AcessoDoc): AcessoRow => withId(id, acesso),
  },
  /** The drawer's badge: a listener on at most 100 small documents instead of a count query. */
  unseenAccesses: {
    entity: 'acessos',
    source: () => ({ collection: paths.acessos() }),
    spec: () => ({ where: [['visto', '==', false]], limit: UNSEEN_ACCESS_COUNT_MAX + 1 }),
    allows: ownersOnly,
    row: (id: string) => id,
  },
  /** The visit summary: every counter shard since `sinceDay` (YYYY-MM-DD). */
  stats: {
    entity: 'estatisticas',
    source: () => ({ collection: paths.estatisticas() }),
    spec: ({ sinceDay }: { sinceDay: string }) => ({ where: [['dia', '>=', sinceDay]] }),
    allows: ownersOnly,
    row: (_id: string, shard: EstatisticaDoc) => shard,
  },
  /** VISITAS: one skin's counter shards since `sinceDay`, for the skin's own user or an owner. */
  skinVisits: {
    entity: 'visitas',
    source: ({ uid, skinId }: SkinVisitsArgs) => ({ collection: paths.visitas(uid, skinId) }),
    spec: ({ sinceDay }: SkinVisitsArgs) => ({ where: [['dia', '>=', sinceDay]] }),
    allows: ({ uid }: SkinVisitsArgs, viewer: Viewer | null) => viewer !== null && (viewer.admin || viewer.uid === uid),
    row: (_id: string, shard: VisitaDoc) => shard,
  },
  /** The outbox: every queued e-mail, newest first. */
  outbox: {
    entity: 'mail',
    source: () => ({ collection: paths.mails() }),
    spec: () => ({ orderBy: [['data', 'desc']] }),
    allows: ownersOnly,
    row: (id: string, mail: MailDoc): MailRow => withId(id, mail),
  },
  /**
   * The e-mails of one conversation, shown in its chat, oldest first: every one for owners, those a
   * creator may read (their notices and replies, MailDoc.leitores) for anyone else.
   */
  conversationMail: {
    entity: 'mail',
    source: () => ({ collection: paths.mails() }),
    spec: ({ contactId, conversationId }: { contactId: string; conversationId: string }, viewer: Viewer | null) => ({
      where: [...readersOnly(viewer), ['idContato', '==', contactId], ['idConversa', '==', conversationId]],
      orderBy: [['data', 'asc']],
    }),
    allows: participantsOrOwners,
    row: (id: string, mail: MailDoc): MailRow => withId(id, mail),
  },
  /**
   * HORÁRIO DE ATENDIMENTO: the hours of the viewer's inboxes (her skins'), or every inbox's for
   * owners, who keep the site's own (`lab`, which names no uid).
   */
  businessHours: {
    entity: 'atendimento',
    source: () => ({ collection: paths.atendimentos() }),
    spec: (_args: Record<string, never>, viewer: Viewer | null) => ({ where: participantsOnly(viewer) }),
    allows: participantsOrOwners,
    row: (_id: string, hours: AtendimentoDoc) => hours,
  },
  /** DENÚNCIAS: every report of a skin, newest first (the reporter's uid stays out of the row). */
  reports: {
    entity: 'denuncias',
    source: () => ({ collection: paths.denuncias() }),
    spec: () => ({ orderBy: [['criadaEm', 'desc']] }),
    allows: ownersOnly,
    row: (id: string, { skin, motivo, texto, criadaEm, estado, skinOculta }: DenunciaDoc): ReportRow => ({
      id,
      skin,
      motivo,
      texto,
      criadaEm,
      estado,
      skinOculta,
    }),
  },
  /**
   * RESPOSTAS RÁPIDAS and the chat's "/" list: an account's own quick replies, by shortcut. Nobody
   * else reads them, owners included: they are her working texts, not anything the site moderates.
   */
  quickReplies: {
    entity: 'respostasRapidas',
    source: ({ uid }: { uid: string }) => ({ collection: paths.respostasRapidas(uid) }),
    spec: () => ({ orderBy: [['atalho', 'asc']] }),
    allows: ({ uid }: { uid: string }, viewer: Viewer | null) => viewer !== null && viewer.uid === uid,
    row: (id: string, reply: RespostaRapidaDoc): QuickReplyRow => withId(id, reply),
  },
  /**
   * CONTATOS' board, its phone list and Exportar CSV: one live query over the inbox's leads, which the
   * visitor side never reads (leads/ holds the inbox side's stage and proposal value).
   */
  leads: {
    entity: 'leads',
    source: () => ({ collection: paths.leads() }),
    spec: (args: InboxLeadsArgs) => ({ where: leadScope(args), orderBy: [['ultimaMensagemEm', 'desc']], limit: args.limit }),
    allows: readsLeads,
    row: (id: string, lead: LeadDoc): LeadRow => withId(id, lead),
  },
  /** The chat's header: its conversation's lead, equality filters only (no composite index). */
  lead: {
    entity: 'leads',
    source: () => ({ collection: paths.leads() }),
    spec: (args: OneLeadArgs) => ({
      where: [...leadScope(args), ['idContato', '==', args.idContato], ['idConversa', '==', args.idConversa]],
      limit: 1,
    }),
    allows: readsLeads,
    row: (id: string, lead: LeadDoc): LeadRow => withId(id, lead),
  },
  // AGENDA: her bookings and her calendar feed's secret (booking-live-reads.ts).
  ...BOOKING_LIVE_READS,
  // Depoimentos: the quotes awaiting her (testimonial-live-reads.ts).
  ...TESTIMONIAL_LIVE_READS,
} satisfies Record<string, LiveRead<never, EntityCollection, unknown>>;

export type LiveReadName = keyof typeof LIVE_READS;
