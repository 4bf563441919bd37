/**
 * The page of a reply's links: an address confirms it wants a creator's replies by e-mail, or refuses
 * every mail of the site. The link is `{hash of the address}.{secret}`, the secret one only that
 * mailbox received (as the "Seus dados pelo e-mail" link's); altered, expired or another address's,
 * it gets one refusal and writes nothing.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { RATE_LIMITS } from '../constants';
import { parsePayload, text } from './schemas';
import { consumeLimits, ipLimitKey } from './request-context';
import type { Handler, HandlerDeps } from './handler-types';
import { refuse } from './refusals';

const schema = z.strictObject({
  link: text(200, MESSAGES.replyLinkInvalid, MESSAGES.replyLinkInvalid),
  acao: z.enum(['confirmar', 'recusar'], { error: MESSAGES.invalidPayload }),
});

const LINK = /^([0-9a-f]{64})\.([A-Za-z0-9]{8,100})$/;

export function answerReplyMail(deps: HandlerDeps): Handler<'answerReplyMail'> {
  return async ({ ip, data }) => {
    const { link, acao } = parsePayload(schema, data);
    const [, recipient = '', token = ''] = LINK.exec(link.trim()) ?? [];
    const at = deps.now();
    const grant = recipient ? await deps.store.replyLinkGrant(recipient, token, at) : null;
    if (!grant || (acao === 'confirmar' && grant !== 'both')) refuse('not-found', MESSAGES.replyLinkInvalid);
    await consumeLimits(
      deps,
      [{ key: `reply-link-ip:${ipLimitKey(ip)}`, ...RATE_LIMITS.replyLinkPerIp }],
      MESSAGES.dataRequestRateLimited,
    );
    const outcome = await deps.store.answerReplyLink({ recipient, token, acao, at });
    if (outcome === 'invalid') refuse('not-found', MESSAGES.replyLinkInvalid);
    return { estado: outcome };
  };
}
