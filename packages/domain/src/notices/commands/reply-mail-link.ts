/**
 * The page of a reply's links: an address confirms it wants a creator's replies by e-mail, or refuses
 * every mail of the site. The link is `{hash of the address}.{secret}`, the secret one only that
 * mailbox received (as the "Seus dados pelo e-mail" link's); altered, expired or another address's,
 * it gets one refusal and writes nothing.
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { text } from '../../kernel/commands/schemas';
import { consumeLimits, ipLimitKey } from '../../handlers/request-context';
import { refuse } from '../../kernel/commands/refusals';
import type { AnswerReplyMailResult } from '../reply-consent-mail';
import { limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  link: text(200, MESSAGES.replyLinkInvalid, MESSAGES.replyLinkInvalid),
  acao: z.enum(['confirmar', 'recusar'], { error: MESSAGES.invalidPayload }),
});

const LINK = /^([0-9a-f]{64})\.([A-Za-z0-9]{8,100})$/;

/** Answers to the reply links from one client (its /64; no /48 share). */
const ANSWERS = rateLimit('replyLinkPerIp', 'reply-link-ip:{ip}');

export const answerReplyMail = defineCallable({
  name: 'answerReplyMail',
  payload: schema,
  who: 'anyone',
  appCheck: 'limited-use',
  limits: [ANSWERS],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<AnswerReplyMailResult> => {
      const { link, acao } = data;
      const [, recipient = '', token = ''] = LINK.exec(link.trim()) ?? [];
      const at = deps.now();
      const grant = recipient ? await deps.store.replyLinkGrant(recipient, token, at) : null;
      if (!grant || (acao === 'confirmar' && grant !== 'both')) refuse('not-found', MESSAGES.replyLinkInvalid);
      await consumeLimits(deps, [limitOn(ANSWERS, { ip: ipLimitKey(ip) })], MESSAGES.dataRequestRateLimited);
      const outcome = await deps.store.answerReplyLink({ recipient, token, acao, at });
      if (outcome === 'invalid') refuse('not-found', MESSAGES.replyLinkInvalid);
      return { estado: outcome };
    },
});
