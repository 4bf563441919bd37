import { z } from 'zod';
import { LIMITS, MESSAGES } from '..';
import { isWellFormed, navigationHash, parsePayload } from './schemas';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({
  navegacaoHash: navigationHash,
  path: z
    .string({ error: MESSAGES.invalidPath })
    .max(LIMITS.pathMaxLength, MESSAGES.invalidPath)
    .refine((path) => path.startsWith('/') && isWellFormed(path), MESSAGES.invalidPath),
});

export function logNavigation(deps: HandlerDeps): Handler<'logNavigation'> {
  return async ({ caller, data }) => {
    const { navegacaoHash, path } = parsePayload(schema, data);
    const at = deps.now();
    await deps.store.appendNavigation({
      uid: caller?.uid ?? null,
      hash: navegacaoHash,
      record: { path, timestamp: at },
      at,
      max: LIMITS.navigationRecordsMax,
    });
    return { ok: true };
  };
}
