/**
 * What an account's skins have outside their trees, for **Baixar meus dados**: each inbox's hours
 * (atendimento/{name}, when they are still hers), and each webhook's configuration with its
 * deliveries. The secret and the deliveries' bodies stay out: the secret signs her requests, so a
 * leaked file would let anyone forge them, and a body is a lead's data, which she already has.
 */
import { paths } from '../../kernel/paths';
import type { AtendimentoDoc } from '../../business-hours';
import type { SkinDoc } from '../../skins';
import type { DocPort, DocSnapshot } from '../../kernel/store/doc-port';
import { webhookKey, webhookPaths, type DeliveryDoc, type WebhookDoc } from '../../webhooks';
import { LIST_MAX } from '../../studio';

export async function hoursOfSkins(port: DocPort, uid: string, skins: readonly SkinDoc[]): Promise<DocSnapshot[]> {
  const found = await Promise.all(
    skins.map(async (skin): Promise<DocSnapshot[]> => {
      const path = paths.atendimento(skin.username);
      const doc = await port.get<AtendimentoDoc>(path);
      return doc?.uids.includes(uid) ? [{ path, id: skin.username, data: { ...doc } }] : [];
    }),
  );
  return found.flat();
}

export async function webhooksOfSkins(port: DocPort, uid: string, skins: readonly SkinDoc[]): Promise<DocSnapshot[]> {
  const found = await Promise.all(
    skins.map(async (skin): Promise<DocSnapshot[]> => {
      const chave = webhookKey(uid, skin.id_skins);
      const webhook = await port.get<WebhookDoc>(webhookPaths.webhook(chave));
      const deliveries = await port.query<DeliveryDoc>({ collection: webhookPaths.entregas(chave) }, { limit: LIST_MAX });
      const config: DocSnapshot[] = [];
      if (webhook) {
        const { segredo: _secret, ...shown } = webhook;
        config.push({ path: webhookPaths.webhook(chave), id: chave, data: { ...shown } });
      }
      return [
        ...config,
        ...deliveries.map(({ path, id, data }) => {
          const { corpo: _body, ...shown } = data;
          return { path, id, data: { ...shown } };
        }),
      ];
    }),
  );
  return found.flat();
}
