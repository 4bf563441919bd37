/**
 * The push a message brings: what it says, and the send. Whom it goes to and whether this message's
 * burst window lets it go are decided with its e-mail, once (notice-decision.ts); this carries the
 * recorded plan out after the commit. A push that fails never fails the message.
 */
import { conversationLinkPath } from '../mail';
import { pushBodyOf, type PushNotice } from '../push';
import type { NoticePlan } from '../notice-decision';
import type { HandlerDeps } from '../../handlers/handler-types';

export interface PushedMessage {
  idContato: string;
  idConversa: string;
  assunto: string;
  remetente: string;
  mensagem: string | null;
}

/** The notice a message makes: the sender and the subject, the first words, the conversation to open. */
export function noticeOf(message: PushedMessage): PushNotice {
  return {
    title: `${message.remetente} — ${message.assunto}`,
    body: message.mensagem === null ? '(sem texto: só o assunto)' : pushBodyOf(message.mensagem),
    link: conversationLinkPath(message.idContato, message.idConversa),
    tag: `${message.idContato}/${message.idConversa}`,
  };
}

type PushDevices = NonNullable<NoticePlan['push']>['devices'];

/** Sends the message's notice to every device of the plan (see sendPush). */
export function deliverPush(deps: HandlerDeps, devices: PushDevices, message: PushedMessage): Promise<void> {
  return sendPush(deps, devices, noticeOf(message));
}

/**
 * Sends a notice to every device given and forgets the devices the service says are gone. A push that
 * fails is logged and never fails what it tells of (a message, a reminder).
 */
export async function sendPush(
  deps: Pick<HandlerDeps, 'push' | 'store' | 'logger'>,
  devices: PushDevices,
  notice: PushNotice,
): Promise<void> {
  const targets = devices.flatMap(({ tokens }) => tokens.map((token) => ({ token, notice })));
  if (targets.length === 0) return;
  try {
    const { invalidTokens } = await deps.push.send(targets);
    const gone = new Set(invalidTokens);
    for (const { uid, tokens } of devices) {
      const forgotten = tokens.filter((token) => gone.has(token));
      if (forgotten.length > 0) await deps.store.forgetDevices(uid, forgotten);
    }
  } catch (error) {
    deps.logger?.error('a push could not be sent; what it tells of stands', { error: String(error) });
  }
}
