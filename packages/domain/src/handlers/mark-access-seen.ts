import { z } from 'zod';
import { MESSAGES } from '../messages';
import { navigationHash } from './schemas';
import { refuse } from './refusals';
import { defineCallable } from './define-callable';

const schema = z.strictObject({ hash: navigationHash.optional() });

export interface MarkAccessSeenResult {
  marked: number;
}

/** The access log's Visto: owners mark one access, or every unseen one, as seen. */
export const markAccessSeen = defineCallable({
  name: 'markAccessSeen',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<MarkAccessSeenResult> => {
      const { hash } = data;
      if (!caller.admin) refuse('permission-denied', MESSAGES.permissionDenied);
      if (hash === undefined) return { marked: await deps.store.markAllAccessesSeen() };
      if (!(await deps.store.markAccessSeen(hash))) refuse('not-found', MESSAGES.accessNotFound);
      return { marked: 1 };
    },
});
