import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { createSkinFromFile, NEW_SKINS } from './skin-from-file';
import { parseSkinFile, skinFileSchemaOf } from './skin-file-schema';
import type { ImportSkinResult } from '../skin-file';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  username: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNameInvalid, MESSAGES.skinNameRequired),
  // Checked as a whole below, so a refusal can say where in the file the problem is.
  arquivo: z.unknown(),
});

/** **Importar**: a new skin from a skin file, held to every rule the studio holds a skin to. */
export const importSkin = defineCallable({
  name: 'importSkin',
  payload: schema,
  who: 'signed-in',
  appCheck: 'limited-use',
  limits: [NEW_SKINS.perUser, NEW_SKINS.fromDocumentPerIp],
  handler: (deps) => {
    const fileSchema = skinFileSchemaOf(deps.images.ownAddresses);
    return async ({ caller, ip, data }): Promise<ImportSkinResult> => {
      const payload = data;
      const file = parseSkinFile(fileSchema, payload.arquivo);
      return createSkinFromFile(deps, caller, ip, { username: payload.username, file });
    };
  },
});
