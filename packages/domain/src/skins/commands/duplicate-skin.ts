import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { skinFileOf } from '../skin-file-writer';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { editableSkin, skinName } from './skin-access';
import { createSkinFromFile, NEW_SKINS } from './skin-from-file';
import { parseSkinFile, skinFileSchemaOf } from './skin-file-schema';
import { refuse } from '../../kernel/commands/refusals';
import type { DuplicateSkinResult } from '../skin-file';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  skin: skinName,
  username: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNameInvalid, MESSAGES.skinNameRequired),
});

/**
 * **Duplicar**: the skin's file, as Exportar would give it, made into a new skin by the same path as
 * Importar; so a copy is held to the same rules and its uploaded images are stored again for it.
 */
export const duplicateSkin = defineCallable({
  name: 'duplicateSkin',
  payload: schema,
  who: 'signed-in',
  appCheck: 'limited-use',
  limits: [NEW_SKINS.perUser, NEW_SKINS.fromDocumentPerIp],
  handler: (deps) => {
    const fileSchema = skinFileSchemaOf(deps.images.ownAddresses);
    return async ({ caller, ip, data }): Promise<DuplicateSkinResult> => {
      const payload = data;
      const found = await editableSkin(deps, caller, payload.skin);
      // What the moderation hid is not published again under another name, by its creator or an owner.
      if (found.skin.oculta) refuse('failed-precondition', MESSAGES.hiddenSkinNotCopied);
      const site = await deps.store.loadSkinSite(found.skin.username);
      // Gone between the two reads: the same answer as a skin that never was.
      if (!site) refuse('not-found', MESSAGES.skinNotFound);
      const file = parseSkinFile(fileSchema, skinFileOf(site));
      return createSkinFromFile(deps, caller, ip, { username: payload.username, file });
    };
  },
});
