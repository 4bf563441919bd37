/**
 * Events are queued after the commit that caused them, in a transaction of their own: the message
 * (or the stage change) is stored whatever happens here, and nothing here is shared by two skins.
 * A queueing that fails is logged, never answered to the person who wrote.
 */
import { SITE_OWNER_SKIN } from '../kernel/constants';
import { sha256Hex } from '../kernel/sha256';
import type { ConversaDoc } from '../kernel/types';
import type { HandlerDeps } from '../handlers/handler-types';
import { limitOn, rateLimit } from '../handlers/declared-limits';
import type { QueueWebhookEventOutcome } from './store/webhook-port';
import type { WebhookEvent, WebhookEventType } from './webhook-events';

/** Events one skin's webhook gets a day (RATE_LIMITS.webhookEventsPerSkin). */
export const WEBHOOK_EVENTS = rateLimit('webhookEventsPerSkin', 'webhook-events:{chave}');

type QueueDeps = Pick<HandlerDeps, 'store' | 'now' | 'newId' | 'logger'>;

/** A briefing's answer as the contact form stores it on the conversation (when the skin asks questions). */
interface StoredAnswer {
  id: string;
  pergunta: string;
  tipo: string;
  resposta: string;
}

export type LeadEventInput =
  | { type: 'lead.created'; idContato: string; idConversa: string }
  | {
      type: 'lead.stage_changed';
      idContato: string;
      idConversa: string;
      de: string;
      para: string;
      /** Integer centavos; null or absent: none. */
      valorProposta?: number | null;
    };

function eventOf(type: WebhookEventType, id: string, at: number, data: Record<string, unknown>): WebhookEvent {
  return { id, type, created: new Date(at).toISOString(), data };
}

export async function queueWebhookEvent(deps: QueueDeps, skin: string, event: WebhookEvent): Promise<QueueWebhookEventOutcome> {
  return deps.store.queueWebhookEvent({ skin, event, at: deps.now(), dailyLimit: (chave) => limitOn(WEBHOOK_EVENTS, { chave }) });
}

/** The answers a conversation carries, as the contact form stored them (none when absent or not a list). */
function answersOf(conversa: ConversaDoc): StoredAnswer[] | undefined {
  const respostas = (conversa as ConversaDoc & { respostas?: unknown }).respostas;
  if (!Array.isArray(respostas)) return undefined;
  return respostas.map((r: StoredAnswer) => ({ id: r.id, pergunta: r.pergunta, tipo: r.tipo, resposta: r.resposta }));
}

/** A new lead: who wrote, how to reach her, what about, and her answers to the skin's questions. */
function leadCreatedData(conversa: ConversaDoc): Record<string, unknown> {
  const respostas = answersOf(conversa);
  return {
    idContato: conversa.idContato,
    idConversa: conversa.idConversa,
    data: new Date(conversa.data).toISOString(),
    skin: conversa.destino ?? SITE_OWNER_SKIN,
    nome: conversa.nome ?? null,
    email: conversa.email === '' ? null : conversa.email,
    whatsapp: conversa.whatsapp ?? null,
    assunto: conversa.assunto,
    mensagem: conversa.ultimaMensagem,
    ...(respostas ? { respostas } : {}),
  };
}

/** A new conversation's event keeps its id whichever run queues it: queued twice, it is written once. */
function leadCreatedId(idContato: string, idConversa: string): string {
  return `evt_${sha256Hex(`lead.created/${idContato}/${idConversa}`).slice(0, 32)}`;
}

/**
 * Queues a lead's event on its skin's webhook, if it has one: `lead.created` after a contact form
 * opened a conversation, `lead.stage_changed` after its stage moved. Called after the command's
 * commit; never throws (a failure is logged and the command's answer stands).
 */
export async function queueLeadEvent(deps: QueueDeps, input: LeadEventInput): Promise<QueueWebhookEventOutcome | null> {
  try {
    const conversa = await deps.store.getConversation(input.idContato, input.idConversa);
    if (!conversa) return null;
    const skin = conversa.destino ?? SITE_OWNER_SKIN;
    const at = deps.now();
    const ids = { idContato: input.idContato, idConversa: input.idConversa };
    const event =
      input.type === 'lead.created'
        ? eventOf(input.type, leadCreatedId(ids.idContato, ids.idConversa), at, leadCreatedData(conversa))
        : eventOf(input.type, `evt_${deps.newId()}`, at, {
            ...ids,
            skin,
            de: input.de,
            para: input.para,
            valorProposta: input.valorProposta ?? null,
          });
    const outcome = await queueWebhookEvent(deps, skin, event);
    if (outcome.status === 'rate-limited') deps.logger?.warn('webhook events of the day are used up', { skin, type: input.type });
    return outcome;
  } catch (error) {
    deps.logger?.error('a lead event could not be queued', { type: input.type, error: String(error) });
    return null;
  }
}
