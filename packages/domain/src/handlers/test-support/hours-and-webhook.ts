/**
 * A skin given what lives outside its tree: its inbox's hours (atendimento/{name}), its webhook
 * (webhooks/{uid}~{skinId}, with the secret) and one delivery under it, and the paths of what of
 * these is still stored, for the tests of what a deletion erases, an undo brings back and an
 * export holds.
 */
import { paths } from '../../kernel/paths';
import type { Caller } from '../../kernel/types';
import { webhookKey, webhookPaths } from '../../webhooks';
import { emptyWeek } from '../../business-hours';
import type { World } from './world';

export const HOOK_URL = 'https://hooks.exemplo.com/lab';

export interface SkinExtras {
  chave: string;
  segredo: string;
  entrega: string;
}

export const hoursOf = (skin: string) => ({
  skin,
  ativo: true,
  fusoHorario: 'America/Sao_Paulo',
  semana: { ...emptyWeek(), seg: [{ inicio: '09:00', fim: '18:00' }] },
  foraDoHorario: 'Respondo amanhã a partir das 9h.',
  confirmacao: '',
  silencioso: true,
});

/** Her hours, her webhook and one test delivery on the skin `skin` (uid/skinId: where it is stored). */
export async function giveHoursAndWebhook(
  world: World,
  as: Caller,
  skin: { name: string; uid: string; skinId: string },
): Promise<SkinExtras> {
  await world.call('saveBusinessHours', hoursOf(skin.name), { as });
  const { segredo } = await world.call('setWebhook', { skin: skin.name, url: HOOK_URL }, { as });
  const { id } = await world.call('sendTestWebhook', { skin: skin.name }, { as });
  return { chave: webhookKey(skin.uid, skin.skinId), segredo: segredo ?? '', entrega: id };
}

/** Which of the skin's hours, webhook, deliveries and webhook counter are still stored. */
export function hoursAndWebhookLeft(world: World, name: string, extras: SkinExtras): string[] {
  const all = Object.keys(world.db.toJSON());
  return [
    paths.atendimento(name),
    webhookPaths.webhook(extras.chave),
    webhookPaths.entrega({ chave: extras.chave, id: extras.entrega }),
    paths.rateLimit(`webhook-events:${extras.chave}`),
  ].filter((path) => all.includes(path));
}
