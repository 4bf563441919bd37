import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { navigationHash } from '../../kernel/commands/schemas';
import { refuse } from '../../kernel/commands/refusals';
import { defineCallable } from '../../handlers/define-callable';

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
