import { z } from 'zod';
import { firstFreeAddress, skinAddressOf } from '../names';
import { MESSAGES } from '../../kernel/messages';
import { validateNewSkinName } from '../../kernel/validation';
import { FORM_TEXT_MAX_LENGTH, text } from '../../kernel/commands/schemas';
import { refuse } from '../../kernel/commands/refusals';
import type { CheckSkinNameResult } from '../names';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({ nome: text(FORM_TEXT_MAX_LENGTH, MESSAGES.displayNameTooLong) });

/** Suggestions looked at before giving up: each is one read of the reservations. */
const SUGGESTION_TRIES = 8;

/** Addresses one account checks as she types. */
const CHECKS = rateLimit('checkSkinNamePerUser', 'check-skin-name:{uid}');

/**
 * The address her name makes, whether it is free, and a free one near it: what the onboarding shows
 * as she types. Says no more than a create would (a taken name is refused the same way), and only to
 * someone signed in, within a per-account limit taken before any reservation is read.
 */
export const checkSkinName = defineCallable({
  name: 'checkSkinName',
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [CHECKS],
  handler:
    (deps) =>
    async ({ caller, data }): Promise<CheckSkinNameResult> => {
      const payload = data;
      const endereco = skinAddressOf(payload.nome);
      if (endereco === '') return { endereco, livre: false, sugestao: null };
      const limit = limitOn(CHECKS, { uid: caller.uid });
      if (!(await deps.store.consumeRateLimit(limit, deps.now()))) {
        refuse('resource-exhausted', MESSAGES.skinNameCheckRateLimited);
      }
      const usable = (name: string) => validateNewSkinName(name, caller.admin) === null;
      const isFree = async (name: string) => usable(name) && (await deps.store.isSkinNameFree(name));
      if (await isFree(endereco)) return { endereco, livre: true, sugestao: null };
      const sugestao = await firstFreeAddress(endereco, isFree, SUGGESTION_TRIES);
      return { endereco, livre: false, sugestao };
    },
});
