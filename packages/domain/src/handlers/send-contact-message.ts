import { z } from 'zod';
import {
  contactIdOf,
  DEFAULT_AVATAR,
  DEFAULT_CONVERSATION_ID,
  DEFAULT_SUBJECT,
  DomainError,
  LIMITS,
  MESSAGES,
  SITE_OWNER_SKIN,
  SUBJECTS,
  validateContactForm,
  type Caller,
  type Participante,
} from '..';
import { FORM_TEXT_MAX_LENGTH, invalid, navigationHash, parsePayload, text } from './schemas';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({
  assunto: text(FORM_TEXT_MAX_LENGTH, MESSAGES.invalidPayload).nullish(),
  mensagem: text(LIMITS.messageMaxLength, MESSAGES.messageTooLong).nullish(),
  email: text(LIMITS.emailMaxLength, MESSAGES.emailTooLong).nullish(),
  skin: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNotYours).nullish(),
  navegacaoHash: navigationHash.nullish(),
});

const subjects: ReadonlySet<string> = new Set(SUBJECTS);

interface Sender {
  participant: Participante;
  rateKey: string;
  /** Stored on the conversation: only an anonymous sender's. */
  conversationEmail: string;
  /** What the access log of this session learns. */
  accessEmail: string;
}

export function sendContactMessage(deps: HandlerDeps): Handler<'sendContactMessage'> {
  return async ({ caller, data }) => {
    const payload = parsePayload(schema, data);
    const assunto = (payload.assunto ?? '').trim();
    const mensagem = (payload.mensagem ?? '').trim();
    const email = (payload.email ?? '').trim().toLowerCase();
    const refusal = validateContactForm({ assunto, mensagem, email, signedIn: caller !== null });
    if (refusal) throw invalid(refusal);
    if (assunto !== '' && !subjects.has(assunto)) throw invalid(MESSAGES.invalidPayload);

    const sender = caller ? await signedInSender(deps, caller, payload.skin ?? '') : anonymousSender(email, payload.skin ?? '');
    const ownerSkin = await deps.store.findSkinByUsername(SITE_OWNER_SKIN);
    if (!ownerSkin) {
      deps.logger?.error('sendContactMessage: the site owner skin does not exist', { skin: SITE_OWNER_SKIN });
      throw new DomainError('failed-precondition', MESSAGES.internal);
    }
    if (sender.participant.chave === ownerSkin.username) throw invalid(MESSAGES.invalidPayload);
    const ownerUser = await deps.store.getUser(ownerSkin.idUser);
    const owner: Participante = {
      chave: ownerSkin.username,
      uid: ownerSkin.idUser,
      nome: ownerUser?.nomeGoogle || ownerSkin.username,
      foto: ownerUser?.picGoogle || ownerSkin.iconSkin || DEFAULT_AVATAR,
      email: null,
    };

    const participantes = [sender.participant, owner].sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : 0));
    const uids = [...new Set(participantes.flatMap((p) => (p.uid === null ? [] : [p.uid])))].sort();
    const idContato = contactIdOf(sender.participant.chave, owner.chave);
    const idConversa = assunto === '' ? DEFAULT_CONVERSATION_ID : deps.newId();
    const hash = payload.navegacaoHash ?? null;

    const outcome = await deps.store.sendContactMessage({
      contact: { idContato, participantes, uids },
      conversation: { idConversa, assunto: assunto === '' ? DEFAULT_SUBJECT : assunto, email: sender.conversationEmail },
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
      at: deps.now(),
      rateLimit: { key: sender.rateKey, max: LIMITS.contactMessagesPerHour, windowMs: LIMITS.rateWindowMs },
      accessEmail: hash !== null && sender.accessEmail !== '' ? { hash, email: sender.accessEmail } : null,
    });
    if (outcome.status === 'rate-limited') throw new DomainError('resource-exhausted', MESSAGES.contactRateLimited);
    if (outcome.status === 'participant-mismatch') throw new DomainError('permission-denied', MESSAGES.permissionDenied);
    return { idContato, idConversa };
  };
}

function anonymousSender(email: string, skin: string): Sender {
  // A visitor cannot prove a skin is theirs.
  if (skin.trim() !== '') throw new DomainError('permission-denied', MESSAGES.skinNotYours);
  // The e-mail becomes part of document ids.
  if (email.includes('/')) throw invalid(MESSAGES.emailInvalidChars);
  return {
    participant: { chave: email, uid: null, nome: email, foto: DEFAULT_AVATAR, email },
    rateKey: `email:${email}`,
    conversationEmail: email,
    accessEmail: email,
  };
}

async function signedInSender(deps: HandlerDeps, caller: Caller, skin: string): Promise<Sender> {
  const chave = skin.trim();
  if (chave === '') throw invalid(MESSAGES.invalidPayload);
  const own = await deps.store.listSkins(caller.uid);
  if (!own.some((s) => s.username === chave)) throw new DomainError('permission-denied', MESSAGES.skinNotYours);
  const user = await deps.store.getUser(caller.uid);
  return {
    participant: {
      chave,
      uid: caller.uid,
      nome: user?.nomeGoogle || caller.givenName || chave,
      foto: user?.picGoogle || caller.picture || DEFAULT_AVATAR,
      email: caller.email || null,
    },
    rateKey: `uid:${caller.uid}`,
    conversationEmail: '',
    accessEmail: caller.email,
  };
}
