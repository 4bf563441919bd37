import { z } from 'zod';
import { MESSAGES } from '..';
import { parsePayload } from './schemas';
import { requireCaller } from './request-context';
import { editableSkin, skinName } from './skin-access';
import type { Handler, HandlerDeps } from './handler-types';
import { refuse, type Refusals } from './refusals';
import type { DeleteSkinOutcome } from '../store/store';

const schema = z.strictObject({ skin: skinName });

const REFUSALS: Refusals<Exclude<DeleteSkinOutcome, 'deleted'>> = {
  'last-skin': ['failed-precondition', MESSAGES.lastSkinUndeletable],
  'skin-not-found': ['not-found', MESSAGES.skinNotFound],
};

export function deleteSkin(deps: HandlerDeps): Handler<'deleteSkin'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const { skin } = parsePayload(schema, data);
    const { uid, skinId } = await editableSkin(deps, caller, skin);
    // Checked before the images go, so a refusal removes nothing; the Store checks again atomically.
    if ((await deps.store.listSkins(uid)).length < 2) refuse(REFUSALS, 'last-skin');

    await deps.images.deleteAll(uid, skinId);
    const outcome = await deps.store.deleteSkin({ uid, skinId });
    if (outcome !== 'deleted') refuse(REFUSALS, outcome);
    return { deleted: true };
  };
}
