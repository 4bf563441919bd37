/**
 * A skin's webhook and its deliveries over the DocPort. The configuration is one server-only
 * document per skin, each event one document under it (no document is shared by every skin), and
 * every step that decides something is one transaction reading before it writes.
 */
import { paths } from '../../kernel/paths';
import type { UsernameDoc } from '../../kernel/types';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimit } from '../../limits';
import { deletePaths } from '../../kernel/store/doc-batches';
import { LIST_MAX } from '../../studio';
import { fillKey } from '../../handlers/declared-limits';
import { WEBHOOK_EVENTS } from '../webhook-queue';
import { WEBHOOK_DELIVERY_TTL_MS, webhookKey, type DeliveryDoc, type WebhookDoc, type WebhookRef } from '../webhook-events';
import type {
  ClaimDeliveryOutcome,
  QueueWebhookEventInput,
  QueueWebhookEventOutcome,
  RecordAttemptInput,
  WebhookStore,
} from './webhook-port';

/** webhooks/{chave} and webhooks/{chave}/entregas/{eventId}: server-only (no rule lets a browser read them). */
export const webhookPaths = {
  webhook: (chave: string) => `webhooks/${chave}`,
  entregas: (chave: string) => `webhooks/${chave}/entregas`,
  entrega: (ref: WebhookRef) => `webhooks/${ref.chave}/entregas/${ref.id}`,
};

/** The collection group the retry sweep reads. */
export const DELIVERIES_GROUP = 'entregas';

async function queue(tx: DocTx, input: QueueWebhookEventInput): Promise<QueueWebhookEventOutcome> {
  const reserved = await tx.get<UsernameDoc>(paths.username(input.skin));
  if (!reserved) return { status: 'no-webhook' };
  const chave = webhookKey(reserved.uid, reserved.skinId);
  const webhook = await tx.get<WebhookDoc>(webhookPaths.webhook(chave));
  if (!webhook) return { status: 'no-webhook' };
  // A skin in its deletion window keeps its name and webhook for Desfazer, but no lead leaves for it.
  if (!(await tx.get(paths.skin(reserved.uid, reserved.skinId)))) return { status: 'no-webhook' };
  const ref = { chave, id: input.event.id };
  if (await tx.get<DeliveryDoc>(webhookPaths.entrega(ref))) return { status: 'duplicate', ref };
  const limit = input.dailyLimit(chave);
  const hits = await readRateLimit(tx, limit, input.at);
  if (hits === null) return { status: 'rate-limited' };
  writeRateLimit(tx, limit, hits, input.at);
  const delivery: DeliveryDoc = {
    id: input.event.id,
    tipo: input.event.type,
    criadoEm: input.at,
    corpo: JSON.stringify(input.event),
    estado: 'pendente',
    tentativas: [],
    proximaEm: input.at,
    expiresAt: input.at + WEBHOOK_DELIVERY_TTL_MS,
  };
  tx.set(webhookPaths.entrega(ref), { ...delivery });
  return { status: 'queued', ref };
}

async function claim(tx: DocTx, ref: WebhookRef, now: number, holdMs: number): Promise<ClaimDeliveryOutcome> {
  const path = webhookPaths.entrega(ref);
  const delivery = await tx.get<DeliveryDoc>(path);
  if (!delivery || delivery.estado !== 'pendente') return { status: 'skip' };
  if ((delivery.proximaEm ?? Infinity) > now || (delivery.ocupadaAte ?? 0) > now) return { status: 'skip' };
  const webhook = await tx.get<WebhookDoc>(webhookPaths.webhook(ref.chave));
  if (webhook && !(await tx.get(paths.skin(webhook.uid, webhook.skinId)))) {
    // Its skin is in its deletion window: held until Desfazer brings it back or the sweep erases it.
    tx.set(path, { proximaEm: now + holdMs }, { merge: true });
    return { status: 'skip' };
  }
  if (!webhook) {
    const attempt = { em: now, status: null, resposta: 'O webhook foi removido antes do envio.' };
    const { proximaEm: _due, ocupadaAte: _held, ...rest } = delivery;
    tx.set(path, { ...rest, estado: 'falhou', tentativas: [...delivery.tentativas, attempt] });
    return { status: 'failed' };
  }
  tx.set(path, { ocupadaAte: now + holdMs }, { merge: true });
  return {
    status: 'claimed',
    delivery: {
      url: webhook.url,
      segredo: webhook.segredo,
      corpo: delivery.corpo,
      tentativas: delivery.tentativas.length,
      criadoEm: delivery.criadoEm,
    },
  };
}

async function record(tx: DocTx, { ref, attempt, next }: RecordAttemptInput): Promise<void> {
  const path = webhookPaths.entrega(ref);
  const delivery = await tx.get<DeliveryDoc>(path);
  if (!delivery || delivery.estado !== 'pendente') return;
  const tentativas = [...delivery.tentativas, attempt];
  const { proximaEm: _due, ocupadaAte: _held, ...rest } = delivery;
  const state: Partial<DeliveryDoc> = next.delivered
    ? { estado: 'entregue' }
    : next.at === null
      ? { estado: 'falhou' }
      : { estado: 'pendente', proximaEm: next.at };
  tx.set(path, { ...rest, ...state, tentativas });
}

/** Rounds of listing and deleting a webhook's deliveries (each lists again, as new ones may land meanwhile). */
const ERASE_ROUNDS = 10;

/**
 * A deleted skin's webhook, all of it: its deliveries (they hold its leads), then its configuration
 * with the secret, and the counter of its events. Safe to run again after a stop at any point.
 */
export async function eraseWebhook(port: DocPort, chave: string): Promise<void> {
  for (let round = 0; round < ERASE_ROUNDS; round += 1) {
    const left = await port.listPaths(webhookPaths.entregas(chave), LIST_MAX);
    if (left.length === 0) break;
    await deletePaths(port, left);
  }
  await deletePaths(port, [webhookPaths.webhook(chave), paths.rateLimit(fillKey(WEBHOOK_EVENTS.key, { chave }))]);
}

export function createWebhookStore(port: DocPort): WebhookStore {
  return {
    webhookOf: (chave) => port.get<WebhookDoc>(webhookPaths.webhook(chave)),
    saveWebhook: (input) =>
      port.runTransaction(async (tx) => {
        const found = await tx.get<WebhookDoc>(webhookPaths.webhook(input.chave));
        const segredo = input.segredo ?? found?.segredo;
        if (!segredo) throw new Error('a new webhook needs a secret');
        const doc: WebhookDoc = {
          uid: input.uid,
          skinId: input.skinId,
          url: input.url,
          segredo,
          criadoEm: found?.criadoEm ?? input.at,
          atualizadoEm: input.at,
        };
        tx.set(webhookPaths.webhook(input.chave), { ...doc });
        return doc;
      }),
    removeWebhook: (chave) =>
      port.runTransaction(async (tx) => {
        const found = await tx.get<WebhookDoc>(webhookPaths.webhook(chave));
        if (found) tx.delete(webhookPaths.webhook(chave));
        return found !== null;
      }),
    queueWebhookEvent: (input) => port.runTransaction((tx) => queue(tx, input)),
    recentDeliveries: async (chave, limit) =>
      (
        await port.query<DeliveryDoc>({ collection: webhookPaths.entregas(chave) }, { orderBy: [['criadoEm', 'desc']], limit })
      ).map((d) => d.data),
    dueDeliveries: async (now, limit) => {
      const pending = await port.query<DeliveryDoc>(
        { group: DELIVERIES_GROUP },
        { where: [['estado', '==', 'pendente']], orderBy: [['proximaEm', 'asc']], limit },
      );
      return pending
        .filter((d) => (d.data.proximaEm ?? Infinity) <= now)
        .map(({ path }) => {
          const [, chave = '', , id = ''] = path.split('/');
          return { chave, id };
        });
    },
    claimDelivery: (ref, now, holdMs) => port.runTransaction((tx) => claim(tx, ref, now, holdMs)),
    recordAttempt: (input) => port.runTransaction((tx) => record(tx, input)),
  };
}
