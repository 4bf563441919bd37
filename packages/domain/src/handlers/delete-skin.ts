import { z } from 'zod';
import { DomainError, MESSAGES } from '..';
import { parsePayload } from './schemas';
import { requireCaller } from './request-context';
import { editableSkin, skinName } from './skin-access';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({ skin: skinName });

export function deleteSkin(deps: HandlerDeps): Handler<'deleteSkin'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const { skin } = parsePayload(schema, data);
    const { uid, skinId } = await editableSkin(deps, caller, skin);
    const lastSkin = new DomainError('failed-precondition', MESSAGES.lastSkinUndeletable);
    // Checked before the images go, so a refusal removes nothing; the Store checks again atomically.
    if ((await deps.store.listSkins(uid)).length < 2) throw lastSkin;

    await deps.images.deleteAll(uid, skinId);
    const outcome = await deps.store.deleteSkin({ uid, skinId });
    if (outcome === 'last-skin') throw lastSkin;
    if (outcome === 'skin-not-found') throw new DomainError('not-found', MESSAGES.skinNotFound);
    return { deleted: true };
  };
}
