import { z } from 'zod';
import {
  contactIdOf,
  DEFAULT_AVATAR,
  DEFAULT_CONVERSATION_ID,
  DEFAULT_SUBJECT,
  DomainError,
  givenNameOf,
  LIMITS,
  MESSAGES,
  RATE_LIMITS,
  SITE_OWNER_SKIN,
  SUBJECTS,
  validateContactForm,
  type Caller,
  type Participante,
} from '..';
import type { RateLimit } from '../store/store';
import { ownerNotification } from './owner-mail';
import { FORM_TEXT_MAX_LENGTH, invalid, navigationHash, parsePayload, text } from './schemas';
import { ipLimitKey, statsShard } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';
import { refuse, type Refusals } from './refusals';

const schema = z.strictObject({
  assunto: text(FORM_TEXT_MAX_LENGTH, MESSAGES.invalidPayload).nullish(),
  mensagem: text(LIMITS.messageMaxLength, MESSAGES.messageTooLong).nullish(),
  email: text(LIMITS.emailMaxLength, MESSAGES.emailTooLong).nullish(),
  skin: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNotYours).nullish(),
  navegacaoHash: navigationHash.nullish(),
});

const subjects: ReadonlySet<string> = new Set(SUBJECTS);

/** The per-e-mail limit's keys start with this; its refusal says "tomorrow", not "in an hour". */
const EMAIL_LIMIT_PREFIX = 'contact-email:';

interface Sender {
  participant: Participante;
  rateLimits: RateLimit[];
  /** Stored on the conversation: only an anonymous sender's. */
  conversationEmail: string;
  /** What the access log of this session learns. */
  accessEmail: string;
  /**
   * Anonymous messages each open a conversation of their own: anyone may type anyone's e-mail, so a
   * message must never change what an earlier one wrote. Signed-in senders without a subject keep
   * writing to `principal`.
   */
  conversationId: string | null;
}

const REFUSALS: Refusals<'rate-limited' | 'rate-limited-today' | 'participant-mismatch'> = {
  'rate-limited': ['resource-exhausted', MESSAGES.contactRateLimited],
  'rate-limited-today': ['resource-exhausted', MESSAGES.contactRateLimitedToday],
  'participant-mismatch': ['permission-denied', MESSAGES.permissionDenied],
};

export function sendContactMessage(deps: HandlerDeps): Handler<'sendContactMessage'> {
  return async ({ caller, ip, data }) => {
    const payload = parsePayload(schema, data);
    const assunto = (payload.assunto ?? '').trim();
    const mensagem = (payload.mensagem ?? '').trim();
    const email = (payload.email ?? '').trim().toLowerCase();
    const refusal = validateContactForm({ assunto, mensagem, email, signedIn: caller !== null });
    if (refusal) throw invalid(refusal);
    if (assunto !== '' && !subjects.has(assunto)) throw invalid(MESSAGES.invalidPayload);

    const sender = caller
      ? await signedInSender(deps, caller, payload.skin ?? '')
      : anonymousSender(deps, email, ipLimitKey(ip), payload.skin ?? '');
    const owner = await siteInbox(deps);
    if (sender.participant.chave === owner.chave) throw invalid(MESSAGES.invalidPayload);

    const participantes = [sender.participant, owner].sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0));
    const uids = [...new Set(participantes.flatMap((p) => (p.uid === null ? [] : [p.uid])))].sort();
    const idContato = contactIdOf(sender.participant.chave, owner.chave);
    const idConversa = sender.conversationId ?? (assunto === '' ? DEFAULT_CONVERSATION_ID : deps.newId());
    const hash = payload.navegacaoHash ?? null;
    const at = deps.now();
    const subject = assunto === '' ? DEFAULT_SUBJECT : assunto;

    const outcome = await deps.store.sendContactMessage({
      contact: { idContato, participantes, uids },
      conversation: { idConversa, assunto: subject, email: sender.conversationEmail },
      chat:
        mensagem === ''
          ? null
          : {
              idChat: deps.newId(),
              mensagem,
              userRemetente: sender.participant.chave,
              nomeRemetente: sender.participant.nome,
              fotoRemetente: sender.participant.foto,
            },
      at,
      rateLimits: sender.rateLimits,
      accessEmail: hash !== null && sender.accessEmail !== '' ? { hash, email: sender.accessEmail } : null,
      notification: await ownerNotification(deps, {
        idContato,
        idConversa,
        assunto: subject,
        sender: sender.participant,
        mensagem: mensagem === '' ? null : mensagem,
        at,
      }),
      stats: { shard: statsShard(deps) },
    });
    if (outcome.status === 'rate-limited') {
      // The sender's daily share of their address says "today"; the other windows, "in a while".
      refuse(REFUSALS, outcome.limit.key.startsWith(EMAIL_LIMIT_PREFIX) ? 'rate-limited-today' : 'rate-limited');
    }
    if (outcome.status === 'participant-mismatch') refuse(REFUSALS, outcome.status);
    return { idContato, idConversa };
  };
}

/**
 * The site's inbox: the skin named `lab`, and only while an owner holds it. A name alone proves
 * nothing (an account could have taken it before names were reserved), so the holder's `admin`
 * claim is checked too; otherwise nothing is delivered and nothing written.
 */
async function siteInbox(deps: HandlerDeps): Promise<Participante> {
  const skin = await deps.store.findSkinByUsername(SITE_OWNER_SKIN);
  if (!skin) {
    deps.logger?.error('sendContactMessage: the site owner skin does not exist', { skin: SITE_OWNER_SKIN });
    throw new DomainError('failed-precondition', MESSAGES.internal);
  }
  if (!(await deps.accounts.isOwner(skin.idUser))) {
    deps.logger?.error('sendContactMessage: the site owner skin belongs to an account that is not an owner', {
      skin: SITE_OWNER_SKIN,
      uid: skin.idUser,
    });
    throw new DomainError('failed-precondition', MESSAGES.internal);
  }
  const user = await deps.store.getUser(skin.idUser);
  return {
    chave: skin.username,
    uid: skin.idUser,
    nome: user?.nomeGoogle || skin.username,
    foto: user?.picGoogle || skin.iconSkin || DEFAULT_AVATAR,
    email: null,
  };
}

/**
 * A visitor's key is their e-mail, which always holds an "@" that no skin name can: anonymous keys
 * and skin names never collide. Limits are per IP (one client cannot send without bound by changing
 * the e-mail) and per e-mail from that IP (a flood from one IP cannot lock the address out elsewhere).
 */
function anonymousSender(deps: HandlerDeps, email: string, from: string, skin: string): Sender {
  // A visitor cannot prove a skin is theirs.
  if (skin.trim() !== '') throw new DomainError('permission-denied', MESSAGES.skinNotYours);
  return {
    participant: { chave: email, uid: null, nome: email, foto: DEFAULT_AVATAR, email },
    rateLimits: [
      { key: `contact-ip:${from}`, ...RATE_LIMITS.contactPerIp },
      { key: `${EMAIL_LIMIT_PREFIX}${email}|${from}`, ...RATE_LIMITS.contactPerEmailAndIp },
    ],
    conversationEmail: email,
    accessEmail: email,
    conversationId: deps.newId(),
  };
}

async function signedInSender(deps: HandlerDeps, caller: Caller, skin: string): Promise<Sender> {
  const chave = skin.trim();
  if (chave === '') throw invalid(MESSAGES.invalidPayload);
  const own = await deps.store.listSkins(caller.uid);
  if (!own.some((s) => s.username === chave)) throw new DomainError('permission-denied', MESSAGES.skinNotYours);
  const user = await deps.store.getUser(caller.uid);
  // Google's name and photo, never the token's, which the account's owner can edit.
  const google = user ? null : await deps.accounts.googleProfile(caller.uid);
  const email = caller.emailVerified ? caller.email : '';
  return {
    participant: {
      chave,
      uid: caller.uid,
      nome: user?.nomeGoogle || givenNameOf(google?.name ?? '') || chave,
      foto: user?.picGoogle || google?.picture || DEFAULT_AVATAR,
      email: email || null,
    },
    rateLimits: [{ key: `uid:${caller.uid}`, ...RATE_LIMITS.contactPerUser }],
    conversationEmail: '',
    accessEmail: email,
    conversationId: null,
  };
}
