/**
 * The push notice a message brings: who it alerts, which of their devices, and the send itself. After
 * the message commits (message-notices.ts) the Store decides whether the conversation's burst window
 * lets it go (pushStamp); this reads the devices before, so the e-mail notice can stay for inboxes
 * without one, and sends once the Store said so. A push that fails never fails the message.
 */
import { conversationLinkPath } from '../mail';
import { PUSH_GROUP_WINDOW_MS, pushBodyOf, type PushNotice } from '../push';
import { SITE_OWNER_SKIN } from '../constants';
import type { ConversationClaim, Participante } from '../types';
import type { ContactSide } from '../store/store';
import type { HandlerDeps } from './handler-types';

/** The accounts a message alerts and the devices each has (accounts without one are left out). */
export interface PushPlan {
  recipients: string[];
  devices: Map<string, string[]>;
}

const NO_PUSH: PushPlan = { recipients: [], devices: new Map<string, string[]>() };

/**
 * Who a message to `recipient` alerts: for the site's own inbox its owners, or only the one answering
 * the conversation when one took it; else the recipient's account. Never the sender.
 */
async function recipientsOf(
  deps: HandlerDeps,
  recipient: Participante,
  claim: ConversationClaim | undefined,
  senderUid: string | null,
): Promise<string[]> {
  const uids =
    recipient.chave === SITE_OWNER_SKIN
      ? claim
        ? [claim.uid]
        : await deps.accounts.ownerUids()
      : recipient.uid
        ? [recipient.uid]
        : [];
  return [...new Set(uids)].filter((uid) => uid !== senderUid);
}

/** The recipients and their devices; a failed lookup means no push, never a lost message. */
export async function planPush(
  deps: HandlerDeps,
  recipient: Participante | null,
  claim: ConversationClaim | undefined,
  senderUid: string | null,
): Promise<PushPlan> {
  if (!recipient) return NO_PUSH;
  try {
    const recipients = await recipientsOf(deps, recipient, claim, senderUid);
    return {
      recipients,
      devices: recipients.length === 0 ? new Map<string, string[]>() : await deps.store.devicesOf(recipients),
    };
  } catch (error) {
    deps.logger?.error('the devices to push to could not be read; the message goes without a push', { error: String(error) });
    return NO_PUSH;
  }
}

/** Whether every account the message alerts has a device: then no e-mail notice is needed. */
export function everyoneHasDevice(plan: PushPlan): boolean {
  return plan.recipients.length > 0 && plan.recipients.every((uid) => plan.devices.has(uid));
}

/** A message's push: to which side, and the window in which one notice covers a burst. */
export interface PushGrouping {
  side: ContactSide;
  windowMs: number;
}

/** The grouping the Store applies: none when nobody has a device to tell. */
export function pushGrouping(plan: PushPlan, side: ContactSide): PushGrouping | null {
  return plan.devices.size === 0 ? null : { side, windowMs: PUSH_GROUP_WINDOW_MS };
}

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

/** Sends the notice to every device of the plan and forgets the devices the service says are gone. */
export async function deliverPush(deps: HandlerDeps, plan: PushPlan, message: PushedMessage): Promise<void> {
  const notice = noticeOf(message);
  const owners = [...plan.devices].flatMap(([uid, tokens]) => tokens.map((token) => ({ uid, token })));
  if (owners.length === 0) return;
  try {
    const { invalidTokens } = await deps.push.send(owners.map(({ token }) => ({ token, notice })));
    const gone = new Set(invalidTokens);
    for (const [uid, tokens] of plan.devices) {
      const forgotten = tokens.filter((token) => gone.has(token));
      if (forgotten.length > 0) await deps.store.forgetDevices(uid, forgotten);
    }
  } catch (error) {
    deps.logger?.error('a push could not be sent; the message stands', { error: String(error) });
  }
}
