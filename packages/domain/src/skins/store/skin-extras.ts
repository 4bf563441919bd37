/**
 * What a skin has outside its tree: its inbox's hours, kept under its name (atendimento/{name}), and
 * its webhook with its deliveries, kept under its account and id (webhooks/{uid}~{skinId}). They stay
 * through the undo window, as the tree does, and go with the tree when the skin's deletion finishes.
 */
import { eraseBusinessHours } from '../../business-hours';
import { eraseWebhook, webhookKey } from '../../webhooks';
import type { DocPort } from '../../kernel/store/doc-port';
import type { SkinLocation } from './skin-location';

export async function deleteSkinExtras(port: DocPort, { uid, skinId }: SkinLocation, username: string): Promise<void> {
  await eraseWebhook(port, webhookKey(uid, skinId));
  await eraseBusinessHours(port, username, uid);
}
