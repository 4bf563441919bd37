import { z } from 'zod';
import { WHATSAPP_LIMITS } from '../../card-kinds/whatsapp/schema';
import { contactIdOf, contactNameOf, validateContactForm } from '../../kernel/validation';
import { DEFAULT_AVATAR, DEFAULT_CONVERSATION_ID, DEFAULT_SUBJECT, LIMITS, SITE_OWNER_SKIN } from '../../kernel/constants';
import { givenNameOf } from '../../kernel/identity';
import { hasHiddenCharacters, withoutHiddenCharacters } from '../../kernel/hidden-characters';
import { MESSAGES } from '../../kernel/messages';
import type { Caller, Participante, PerguntaFormulario, RespostaFormulario } from '../../kernel/types';
import type { ContactMessageOutcome, VisitorDetails } from '../store/conversation-port';
import type { RateLimit } from '../../limits';
import { visitorWhatsappOf } from '../../studio';
import { contactInbox } from './contact-inbox';
import {
  documentId,
  FORM_TEXT_MAX_LENGTH,
  messageText,
  navigationHash,
  sendId,
  sentDocId,
  text,
} from '../../kernel/commands/schemas';
import { ipLimitKey, statsShard } from '../../handlers/request-context';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { SENDER_NOTICE_LIMITS } from '../../notices/commands/inbox-mail';
import { defineCallable } from '../../handlers/define-callable';
import { answersRefusal, checkRespostas, respostasDigitadas, type RespostasDigitadas } from '../../briefing';
import { queueLeadEvent } from '../../webhooks';

const schema = z.strictObject({
  // A subject reaches a mail's Subject header: never a control character, even one a form stored
  // before the studio refused them.
  assunto: text(FORM_TEXT_MAX_LENGTH, MESSAGES.invalidPayload)
    .refine((value) => !hasHiddenCharacters(value), MESSAGES.invalidPayload)
    .nullish(),
  mensagem: messageText().nullish(),
  email: text(LIMITS.emailMaxLength, MESSAGES.emailTooLong).nullish(),
  skin: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNotYours).nullish(),
  navegacaoHash: navigationHash.nullish(),
  destino: text(FORM_TEXT_MAX_LENGTH, MESSAGES.invalidPayload).nullish(),
  pagina: documentId.nullish(),
  // Optional so that older clients still send; without it a retry opens a second conversation.
  idEnvio: sendId.optional(),
  // A visitor's own name and WhatsApp, both optional; the raw bounds only keep a hostile payload
  // small, the rules (contactNameOf, whatsappDigits) say what a person reads.
  nome: text(LIMITS.contactNameMaxLength * 4 + 40, MESSAGES.contactNameTooLong).nullish(),
  whatsapp: text(WHATSAPP_LIMITS.numero, MESSAGES.contactWhatsappInvalid).nullish(),
  // The answers to her own questions on that form (briefing), by question id.
  respostas: respostasDigitadas.nullish(),
});

/** The per-e-mail limit's keys start with this; its refusal says "tomorrow", not "in an hour". */

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
  ownConversation: boolean;
}

const REFUSALS: Refusals<'rate-limited' | 'rate-limited-today' | 'participant-mismatch' | 'own-inbox'> = {
  'rate-limited': ['resource-exhausted', MESSAGES.contactRateLimited],
  'rate-limited-today': ['resource-exhausted', MESSAGES.contactRateLimitedToday],
  'participant-mismatch': ['permission-denied', MESSAGES.permissionDenied],
  'own-inbox': ['invalid-argument', MESSAGES.contactOwnInbox],
};

/** What the contact form sends, as its schema accepts it. */
export type SendContactMessagePayload = z.input<typeof schema>;

export interface SendContactMessageResult {
  idContato: string;
  idConversa: string;
}

/** `scope`: '' on the site's own form, `@{skin}` on a creator's, whose form has limits of its own. */
const CONTACTS = {
  perUser: rateLimit('contactPerUser', 'uid:{uid}{scope}'),
  perIp: rateLimit('contactPerIp', 'contact-ip:{ip}{scope}'),
  perClient: rateLimit('contactPerClient', 'contact-client:{ip}'),
  perEmailAndIp: rateLimit('contactPerEmailAndIp', 'contact-email:{email}|{ip}{scope}'),
};
/** The sender's daily share of their address: its refusal says "today". */
const EMAIL_LIMIT_PREFIX = CONTACTS.perEmailAndIp.key.slice(0, CONTACTS.perEmailAndIp.key.indexOf('{'));

export const sendContactMessage = defineCallable({
  name: 'sendContactMessage',
  payload: schema,
  who: 'anyone',
  appCheck: 'limited-use',
  limits: [CONTACTS.perUser, CONTACTS.perIp, CONTACTS.perClient, CONTACTS.perEmailAndIp, ...SENDER_NOTICE_LIMITS],
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<SendContactMessageResult> => {
      const payload = data;
      const assunto = (payload.assunto ?? '').trim();
      const mensagem = (payload.mensagem ?? '').trim();
      const email = (payload.email ?? '').trim().toLowerCase();
      const refusal = validateContactForm({ assunto, mensagem, email, signedIn: caller !== null, nome: payload.nome ?? '' });
      if (refusal) refuse('invalid-argument', refusal);
      const visitor = visitorDetailsOf(payload, caller);
      const destino = (payload.destino ?? '').trim();
      const inbox = await contactInbox(deps, destino, payload.pagina ?? '');
      if (assunto !== '' && !inbox.subjects.has(assunto)) refuse('invalid-argument', MESSAGES.invalidPayload);
      const respostas = answersOf(inbox.questions, payload.respostas ?? {});
      const owner = inbox.participant;
      // The site's own limits keep their keys; a creator's are their skin's alone, so a flood on one
      // form never blocks another's.
      const scope = owner.chave === SITE_OWNER_SKIN ? '' : `@${owner.chave}`;

      const sender = caller
        ? await signedInSender(deps, caller, payload.skin ?? '', scope)
        : anonymousSender(email, ip, payload.skin ?? '', scope);
      if (sender.participant.chave === owner.chave && scope === '') refuse('invalid-argument', MESSAGES.invalidPayload);
      if (sender.participant.uid !== null && sender.participant.uid === owner.uid) refuse(...REFUSALS['own-inbox']);

      const participantes = [sender.participant, owner].sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0));
      const uids = [...new Set(participantes.flatMap((p) => (p.uid === null ? [] : [p.uid])))].sort();
      const idContato = contactIdOf(sender.participant.chave, owner.chave);
      const sentId = sentIds(deps, payload.idEnvio, caller, idContato);
      const idConversa = !sender.ownConversation && assunto === '' ? DEFAULT_CONVERSATION_ID : sentId('conversa');
      const at = deps.now();
      const subject = assunto === '' ? DEFAULT_SUBJECT : assunto;
      const outcome = await deps.store.sendContactMessage({
        contact: { idContato, participantes, uids, ...(scope === '' ? {} : { destino: owner.chave }) },
        conversation: {
          idConversa,
          assunto: subject,
          email: sender.conversationEmail,
          ...visitor,
          ...(respostas.length > 0 ? { respostas } : {}),
        },
        chat:
          mensagem === ''
            ? null
            : {
                idChat: sentId('chat'),
                mensagem,
                userRemetente: sender.participant.chave,
                nomeRemetente: sender.participant.nome,
                fotoRemetente: sender.participant.foto,
              },
        at,
        rateLimits: sender.rateLimits,
        accessEmail: accessEmailOf(payload.navegacaoHash, sender, caller),
        // Decided after the commit (message-notices.ts): nothing every inbox shares is in this transaction.
        notice: {
          recipient: owner,
          sender: sender.participant,
          senderUid: sender.participant.uid,
          visitor,
          ...(respostas.length > 0 ? { respostas } : {}),
          assunto: subject,
          mensagem: mensagem === '' ? null : mensagem,
          email: true,
          ip,
        },
        stats: { shard: statsShard(deps) },
        idempotent: payload.idEnvio !== undefined,
      });
      refuseUnsent(outcome);
      // After the commit, in a transaction of its own that never refuses the message: the skin's webhook hears of a new lead.
      if (outcome.createdConversation) await queueLeadEvent(deps, { type: 'lead.created', idContato, idConversa });
      return { idContato, idConversa };
    },
});

/** The answers to the form's questions as her conversation keeps them; a refusal otherwise. */
function answersOf(questions: readonly PerguntaFormulario[], typed: RespostasDigitadas): RespostaFormulario[] {
  const checked = checkRespostas(questions, typed);
  if (checked.ok) return checked.respostas;
  refuse('invalid-argument', answersRefusal(checked) ?? MESSAGES.invalidPayload);
}

/**
 * The name and WhatsApp a visitor gave, as her inbox keeps them; none when left blank. A signed-in
 * sender is known by her account, so a payload naming her otherwise is not the app's.
 */
function visitorDetailsOf(payload: { nome?: string | null; whatsapp?: string | null }, caller: Caller | null): VisitorDetails {
  const nome = contactNameOf(payload.nome ?? '');
  const typed = (payload.whatsapp ?? '').trim();
  if (!nome.ok) refuse('invalid-argument', nome.problem);
  if (caller && (nome.nome !== '' || typed !== '')) refuse('invalid-argument', MESSAGES.invalidPayload);
  const whatsapp = visitorWhatsappOf(typed);
  if (whatsapp === null) refuse('invalid-argument', MESSAGES.contactWhatsappInvalid);
  return { ...(nome.nome === '' ? {} : { nome: nome.nome }), ...(whatsapp === '' ? {} : { whatsapp }) };
}

/**
 * The ids of a draft's conversation and message: derived from its idEnvio, so a retry lands on what
 * its first try wrote, and scoped by the account, or by the contact (an anonymous sender's e-mail and
 * this inbox), so nobody's idEnvio reaches another's conversations; new ones without an idEnvio.
 */
function sentIds(deps: HandlerDeps, idEnvio: string | undefined, caller: Caller | null, idContato: string) {
  const scope = `${caller?.uid ?? ''}|${idContato}`;
  return (kind: 'chat' | 'conversa') => (idEnvio ? sentDocId(kind, scope, idEnvio) : deps.newId());
}

function refuseUnsent(outcome: ContactMessageOutcome): asserts outcome is Extract<ContactMessageOutcome, { status: 'sent' }> {
  if (outcome.status === 'rate-limited') {
    // The sender's daily share of their address says "today"; the other windows, "in a while".
    refuse(...REFUSALS[outcome.limit.key.startsWith(EMAIL_LIMIT_PREFIX) ? 'rate-limited-today' : 'rate-limited']);
  }
  if (outcome.status === 'participant-mismatch') refuse(...REFUSALS[outcome.status]);
}

/**
 * A visitor's key is their e-mail, which always holds an "@" that no skin name can: anonymous keys
 * and skin names never collide. Limits are per IP on the form (one client cannot send without bound by
 * changing the e-mail), per IP across every form (nor by writing to every skin's form) and per e-mail
 * from that IP (a flood from one IP cannot lock the address out elsewhere). Each key is the client's
 * own: no document is shared by every form's messages.
 */
function anonymousSender(email: string, ip: string | null, skin: string, scope: string): Sender {
  // A visitor cannot prove a skin is theirs.
  if (skin.trim() !== '') refuse('permission-denied', MESSAGES.skinNotYours);
  return {
    participant: { chave: email, uid: null, nome: email, foto: DEFAULT_AVATAR, email },
    rateLimits: [
      ...ipLimitsOn(CONTACTS.perIp, ip, { scope }),
      ...ipLimitsOn(CONTACTS.perClient, ip, {}),
      limitOn(CONTACTS.perEmailAndIp, { email, ip: ipLimitKey(ip), scope }),
    ],
    conversationEmail: email,
    accessEmail: email,
    ownConversation: true,
  };
}

/** The session's access record learns the sender's e-mail; the Store stamps it only on a record of the same sender. */
function accessEmailOf(hash: string | null | undefined, sender: Sender, caller: Caller | null) {
  return hash && sender.accessEmail !== '' ? { hash, email: sender.accessEmail, uid: caller?.uid ?? null } : null;
}

async function signedInSender(deps: HandlerDeps, caller: Caller, skin: string, scope: string): Promise<Sender> {
  const chave = skin.trim();
  if (chave === '') refuse('invalid-argument', MESSAGES.invalidPayload);
  const own = await deps.store.listSkins(caller.uid);
  if (!own.some((s) => s.username === chave)) refuse('permission-denied', MESSAGES.skinNotYours);
  const user = await deps.store.getUser(caller.uid);
  // Google's name and photo, never the token's, which the account's owner can edit.
  const google = user ? null : await deps.accounts.googleProfile(caller.uid);
  const email = caller.emailVerified ? caller.email : '';
  return {
    participant: {
      chave,
      uid: caller.uid,
      nome: withoutHiddenCharacters(user?.nomeGoogle || givenNameOf(google?.name ?? '')) || chave,
      foto: user?.picGoogle || google?.picture || DEFAULT_AVATAR,
      email: email || null,
    },
    rateLimits: [limitOn(CONTACTS.perUser, { uid: caller.uid, scope })],
    conversationEmail: '',
    accessEmail: email,
    ownConversation: false,
  };
}
