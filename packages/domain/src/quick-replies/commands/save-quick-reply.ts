/**
 * The RESPOSTAS RÁPIDAS screen's two commands. Each touches only the caller's own quick replies, so
 * another account's id is simply not there: the same answer as an unknown one. The account's limit
 * is taken inside the store's transaction, so a refusal writes nothing, not even the counter.
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { hasHiddenCharacters } from '../../kernel/hidden-characters';
import { sendId, text } from '../../kernel/commands/schemas';
import { refuse } from '../../kernel/commands/refusals';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';
import {
  QUICK_REPLY_SHORTCUT_MAX,
  QUICK_REPLY_SHORTCUT_PATTERN,
  QUICK_REPLY_TEXT_MAX,
  type DeleteQuickReplyResult,
  type SaveQuickReplyResult,
} from '../quick-replies';

const QUICK_REPLIES = rateLimit('quickRepliesPerUser', 'quick-replies:{uid}');

const shortcut = text(QUICK_REPLY_SHORTCUT_MAX, MESSAGES.quickReplyShortcutInvalid, MESSAGES.quickReplyShortcutRequired)
  .refine((value) => value !== '', MESSAGES.quickReplyShortcutRequired)
  .refine((value) => value === '' || QUICK_REPLY_SHORTCUT_PATTERN.test(value), MESSAGES.quickReplyShortcutInvalid);

/** Its line breaks and tabs kept, as a chat message's; never blank. */
const replyText = text(QUICK_REPLY_TEXT_MAX, MESSAGES.quickReplyTextTooLong, MESSAGES.quickReplyTextRequired)
  .refine((value) => value.trim() !== '', MESSAGES.quickReplyTextRequired)
  .refine((value) => !hasHiddenCharacters(value, { lines: true }), MESSAGES.quickReplyTextInvalidChars);

export const saveQuickReply = defineCallable({
  name: 'saveQuickReply',
  payload: z.strictObject({ id: sendId, atalho: shortcut, texto: replyText }),
  who: 'signed-in',
  appCheck: 'required',
  limits: [QUICK_REPLIES],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<SaveQuickReplyResult> => {
      const outcome = await deps.store.saveQuickReply({
        uid: caller.uid,
        id: data.id,
        atalho: data.atalho,
        texto: data.texto,
        at: deps.now(),
        rateLimit: limitOn(QUICK_REPLIES, { uid: caller.uid }),
      });
      if (outcome.status === 'rate-limited') refuse('resource-exhausted', MESSAGES.quickRepliesRateLimited);
      if (outcome.status === 'shortcut-taken') refuse('already-exists', MESSAGES.quickReplyShortcutTaken);
      if (outcome.status === 'limit-reached') refuse('resource-exhausted', MESSAGES.quickReplyLimitReached);
      return { resposta: outcome.resposta };
    },
});

export const deleteQuickReply = defineCallable({
  name: 'deleteQuickReply',
  payload: z.strictObject({ id: sendId }),
  who: 'signed-in',
  appCheck: 'required',
  limits: [QUICK_REPLIES],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<DeleteQuickReplyResult> => {
      const outcome = await deps.store.deleteQuickReply({
        uid: caller.uid,
        id: data.id,
        at: deps.now(),
        rateLimit: limitOn(QUICK_REPLIES, { uid: caller.uid }),
      });
      if (outcome.status === 'rate-limited') refuse('resource-exhausted', MESSAGES.quickRepliesRateLimited);
      return { removed: outcome.removed };
    },
});
