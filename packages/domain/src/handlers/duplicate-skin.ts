import { z } from 'zod';
import { MESSAGES } from '../messages';
import { skinFileOf } from '../skin-file-writer';
import type { Handler, HandlerDeps } from './handler-types';
import { requireCaller } from './request-context';
import { FORM_TEXT_MAX_LENGTH, parsePayload, text } from './schemas';
import { editableSkin, skinName } from './skin-access';
import { createSkinFromFile } from './skin-from-file';
import { parseSkinFile, skinFileSchemaOf } from './skin-file-schema';
import { refuse } from './refusals';

const schema = z.strictObject({
  skin: skinName,
  username: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNameInvalid, MESSAGES.skinNameRequired),
});

/**
 * **Duplicar**: the skin's file, as Exportar would give it, made into a new skin by the same path as
 * Importar; so a copy is held to the same rules and its uploaded images are stored again for it.
 */
export function duplicateSkin(deps: HandlerDeps): Handler<'duplicateSkin'> {
  const fileSchema = skinFileSchemaOf(deps.images.ownAddresses);
  return async ({ caller: maybeCaller, ip, data }) => {
    const caller = requireCaller(maybeCaller);
    const payload = parsePayload(schema, data);
    const found = await editableSkin(deps, caller, payload.skin);
    // What the moderation hid is not published again under another name, by its creator or an owner.
    if (found.skin.oculta) refuse('failed-precondition', MESSAGES.hiddenSkinNotCopied);
    const site = await deps.store.loadSkinSite(found.skin.username);
    // Gone between the two reads: the same answer as a skin that never was.
    if (!site) refuse('not-found', MESSAGES.skinNotFound);
    const file = parseSkinFile(fileSchema, skinFileOf(site));
    return createSkinFromFile(deps, caller, ip, { username: payload.username, file });
  };
}
