/** What every section of the Store contract stands on: the store under test, raw reads and sample documents. */
import { DEFAULT_AVATAR, LOG_RETENTION_MS } from '../../kernel/constants';
import type { AcessoDoc, Participante, UserDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices/mail-doc';
import type { DocData, DocSnapshot } from '../../kernel/store/doc-port';
import type {
  BootstrapInput,
  ContactMessageInput,
  NewSkin,
  NoticeDraft,
  NoticeRef,
  QueuedMail,
  RateLimit,
  Store,
} from '../store';

/** Raw reads, for what the Store has no reader for; dates come back as epoch ms like the Store's. */
export interface Peek {
  doc(path: string): Promise<DocData | null>;
  list(collection: string): Promise<DocSnapshot[]>;
}

export interface StoreUnderTest {
  store: Store;
  peek: Peek;
}

/** How each section runs: its time-out per test, and how many creates race for one name. */
export interface ContractSettings {
  timeout: number;
  racers: number;
}

export interface ContractOptions {
  /** Per-test time-out; the emulator is slower than memory. */
  timeoutMs?: number;
  /** How many concurrent creates of one name to race. */
  racers?: number;
}

export const T0 = Date.UTC(2024, 4, 1, 12, 0, 0);

export const user = (uid: string): UserDoc => ({
  idGoogle: uid,
  nomeGoogle: 'Ana',
  nomeCompletoGoogle: 'Ana Souza',
  emailGoogle: `${uid}@example.com`,
  picGoogle: DEFAULT_AVATAR,
  data: T0,
  isAdmin: false,
});

export const newSkin = (uid: string, skinId: string, username: string, at = T0): NewSkin => ({
  uid,
  skinId,
  username,
  theme: 'CYBERPINK',
  iconSkin: DEFAULT_AVATAR,
  at,
});

export const owner: Participante = { chave: 'lab', uid: 'owner', nome: 'Laura', foto: 'l.png', email: null };
export const visitor: Participante = { chave: 'v@x.com', uid: null, nome: 'v@x.com', foto: DEFAULT_AVATAR, email: 'v@x.com' };
export const contactId = 'lab_v@x.com';

export function contactMessage(overrides: Partial<ContactMessageInput> = {}, idChat = 'c1'): ContactMessageInput {
  return {
    contact: { idContato: contactId, participantes: [owner, visitor], uids: ['owner'] },
    conversation: { idConversa: 'principal', assunto: 'PRINCIPAL', email: 'v@x.com' },
    chat: { idChat, mensagem: 'Olá', userRemetente: 'v@x.com', nomeRemetente: 'v@x.com', fotoRemetente: DEFAULT_AVATAR },
    at: T0,
    rateLimits: [{ key: 'email:v@x.com', max: 3, windowMs: 60_000 }],
    accessEmail: null,
    ...overrides,
  };
}

export const HASH = '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b';

export const LOGIN_COLLAPSE_MS = 60_000;

/** A bootstrap of `uid` at `at`; sign-ins within a minute of the latest make no new login. */
export function bootstrap(
  uid: string,
  loginId: string,
  at: number,
  defaultSkin: BootstrapInput['defaultSkin'],
  newUser = user(uid),
): BootstrapInput {
  return { newUser, loginId, at, loginCollapseMs: LOGIN_COLLAPSE_MS, defaultSkin };
}

export function mail(id: string): MailDoc {
  return {
    to: ['dona@lab.dev'],
    message: { subject: `Assunto ${id}`, text: 'texto', html: '<p>texto</p>' },
    tipo: 'notificacao',
    data: T0,
    idContato: contactId,
    idConversa: 'principal',
    idChat: null,
  };
}

/** When a log written at `at` expires (its TTL field). */
export const expiresAfter = (at: number): number => at + LOG_RETENTION_MS;

export function acesso(hash: string): AcessoDoc {
  return {
    hash,
    ip: '1.1.1.1',
    country_name: 'Brasil',
    region: 'RS',
    city: 'Porto Alegre',
    org: 'ISP',
    data: T0,
    visto: false,
    valorEmail: '',
  };
}

/** A form message's notice as the handler drafts it: the inbox told, by e-mail too. */
export const noticeDraft: NoticeDraft = {
  recipient: owner,
  sender: visitor,
  senderUid: null,
  assunto: 'PRINCIPAL',
  mensagem: 'Olá',
  email: true,
  ip: null,
};

/** A notice's e-mail as a test settles it: queued under `id`, once per `windowMs`, while every limit has room. */
export interface NoticeMail extends QueuedMail {
  windowMs: number;
  rateLimits: RateLimit[];
}

/** The notice e-mail `id`, one per window and within `max` of a budget every inbox shares. */
export const noticeMail = (id: string, windowMs = 600_000, max = 10, doc = mail(id)): NoticeMail => ({
  id,
  doc,
  windowMs,
  rateLimits: [{ key: 'owner-notifications', max, windowMs: 3_600_000 }],
});

/**
 * What the trigger does with a pending notice: decides it (the e-mail's addresses, those of `withMail`,
 * none without it; `owners`, the site's) and carries the plan out, its e-mail being `withMail`.
 */
export async function settleNotice(store: Store, ref: NoticeRef, withMail: NoticeMail | null, owners: string[] = []) {
  const decided = await store.decideNotice({
    ref,
    owners,
    addresses: withMail?.doc.to ?? [],
    mail: { windowMs: withMail?.windowMs ?? 0, budgets: withMail?.rateLimits ?? [] },
  });
  if (decided.status === 'gone') return decided;
  const done = await store.carryOutNotice({ ref, mail: withMail && { id: withMail.id, doc: withMail.doc } });
  return done.status === 'gone' ? done : { status: 'settled', mailed: done.mailed, pushDue: done.plan.push !== null };
}

/** A form message, then its notice settled with `withMail` as the trigger would after the commit. */
export async function sendWithNotice(store: Store, input: ContactMessageInput, withMail: NoticeMail | null) {
  const outcome = await store.sendContactMessage({ ...input, notice: noticeDraft });
  const ref = {
    idContato: input.contact.idContato,
    idConversa: input.conversation.idConversa,
    idAviso: input.chat?.idChat ?? 'conversa',
  };
  return { outcome, settled: await settleNotice(store, ref, withMail) };
}
