import { z } from 'zod';
import { MESSAGES } from '../messages';
import { navigationHash, parsePayload } from './schemas';
import { requireCaller } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';
import { refuse } from './refusals';

const schema = z.strictObject({ hash: navigationHash.optional() });

/** The access log's Visto: owners mark one access, or every unseen one, as seen. */
export function markAccessSeen(deps: HandlerDeps): Handler<'markAccessSeen'> {
  return async ({ caller: maybeCaller, data }) => {
    const caller = requireCaller(maybeCaller);
    const { hash } = parsePayload(schema, data);
    if (!caller.admin) refuse('permission-denied', MESSAGES.permissionDenied);
    if (hash === undefined) return { marked: await deps.store.markAllAccessesSeen() };
    if (!(await deps.store.markAccessSeen(hash))) refuse('not-found', MESSAGES.accessNotFound);
    return { marked: 1 };
  };
}
