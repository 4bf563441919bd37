import { z } from 'zod';
import { MESSAGES } from '../messages';
import type { Handler, HandlerDeps } from './handler-types';
import { requireCaller } from './request-context';
import { FORM_TEXT_MAX_LENGTH, parsePayload, text } from './schemas';
import { createSkinFromFile } from './skin-from-file';
import { parseSkinFile, skinFileSchemaOf } from './skin-file-schema';

const schema = z.strictObject({
  username: text(FORM_TEXT_MAX_LENGTH, MESSAGES.skinNameInvalid, MESSAGES.skinNameRequired),
  // Checked as a whole below, so a refusal can say where in the file the problem is.
  arquivo: z.unknown(),
});

/** **Importar**: a new skin from a skin file, held to every rule the studio holds a skin to. */
export function importSkin(deps: HandlerDeps): Handler<'importSkin'> {
  const fileSchema = skinFileSchemaOf(deps.images.ownAddresses);
  return async ({ caller: maybeCaller, ip, data }) => {
    const caller = requireCaller(maybeCaller);
    const payload = parsePayload(schema, data);
    const file = parseSkinFile(fileSchema, payload.arquivo);
    return createSkinFromFile(deps, caller, ip, { username: payload.username, file });
  };
}
