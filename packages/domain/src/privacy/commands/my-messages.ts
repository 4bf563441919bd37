/**
 * A visitor who wrote without an account reaches what they sent through their mailbox: they ask on the
 * privacy page, a one-time link (24 hours) goes to that address only, and the link's page shows, hands
 * over or deletes the messages sent with it. The request answers the same whether the address is known
 * or not, and nothing is shown without the link.
 */
import { z } from 'zod';
import { DATA_LINK_MS, DATA_LINK_PATH, LIMITS } from '../../kernel/constants';
import { dataAccessMail } from '../../notices';
import { isValidEmail } from '../../kernel/validation';
import { MESSAGES } from '../../kernel/messages';
import type { PedidoDadosDoc } from '../../kernel/types';
import type { ReadMyMessagesResult } from '../personal-data';
import type { VisitorConversation } from '../store/privacy-port';
import type { ReservaDoc } from '../../bookings';
import { parsePayload, text } from '../../kernel/commands/schemas';
import { consumeLimits } from '../../handlers/request-context';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse } from '../../kernel/commands/refusals';
import type { DeleteMyMessagesResult } from '../personal-data';
import type { RequestMyMessagesResult } from '../personal-data';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const REQUESTS = {
  perIp: rateLimit('dataRequestPerIp', 'data-request-ip:{ip}'),
  perEmail: rateLimit('dataRequestPerEmail', 'data-request-email:{email}'),
  /** A link's uses, read or delete. */
  linkPerIp: rateLimit('dataLinkPerIp', 'data-link-ip:{ip}'),
};

const requestSchema = z.strictObject({ email: text(LIMITS.emailMaxLength, MESSAGES.emailTooLong, MESSAGES.emailRequired) });
const linkSchema = z.strictObject({ token: text(200, MESSAGES.dataLinkInvalid, MESSAGES.dataLinkInvalid) });

export const requestMyMessages = defineCallable({
  name: 'requestMyMessages',
  payload: requestSchema,
  who: 'anyone',
  appCheck: 'limited-use',
  limits: [REQUESTS.perIp, REQUESTS.perEmail],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<RequestMyMessagesResult> => {
      const email = data.email.trim().toLowerCase();
      if (email === '') refuse('invalid-argument', MESSAGES.emailRequired);
      if (!isValidEmail(email)) refuse('invalid-argument', MESSAGES.emailInvalid);
      await consumeLimits(
        deps,
        [...ipLimitsOn(REQUESTS.perIp, ip, {}), limitOn(REQUESTS.perEmail, { email })],
        MESSAGES.dataRequestRateLimited,
      );
      if (await deps.store.hasConversationsFrom(email)) {
        const at = deps.now();
        const token = `${deps.newId()}${deps.newId()}`.replace(/[^A-Za-z0-9]/g, '');
        const doc: PedidoDadosDoc = { email, criadoEm: at, expiresAt: at + DATA_LINK_MS };
        const link = `${deps.siteUrl}${DATA_LINK_PATH}#${token}`;
        await deps.store.openDataRequest({
          token,
          doc,
          mail: { id: deps.newId(), doc: dataAccessMail({ to: email, link, at }) },
        });
      }
      return { sent: true };
    },
});

/**
 * The address a link stands for, or the one refusal for a link forged, used or expired, which costs one
 * read and writes nothing (the token cannot be guessed). A real link's use is limited per IP before
 * the heavier reads and deletes.
 */
async function linkEmail(deps: HandlerDeps, ip: string | null, data: unknown): Promise<{ token: string; email: string }> {
  const { token } = parsePayload(linkSchema, data);
  const request = /^[A-Za-z0-9]{8,200}$/.test(token) ? await deps.store.getDataRequest(token) : null;
  if (!request || request.expiresAt <= deps.now()) refuse('not-found', MESSAGES.dataLinkInvalid);
  const limits = ipLimitsOn(REQUESTS.linkPerIp, ip, {});
  await consumeLimits(deps, limits, MESSAGES.dataRequestRateLimited);
  return { token, email: request.email };
}

function shown(email: string, contacts: readonly VisitorConversation[], bookings: readonly ReservaDoc[]): ReadMyMessagesResult {
  return {
    email,
    reservas: bookings.map((reserva) => ({
      com: reserva.skin,
      servico: reserva.servico.nome,
      comecaEm: reserva.comecaEm,
      terminaEm: reserva.terminaEm,
      fuso: reserva.fuso,
      estado: reserva.estado,
    })),
    conversas: contacts.flatMap(({ contact, conversas }) => {
      const com = contact.participantes.find((p) => p.chave !== email)?.nome ?? '';
      return conversas.map(({ conversa, chat }) => ({
        com,
        assunto: conversa.assunto,
        ...(conversa.nome ? { nome: conversa.nome } : {}),
        ...(conversa.whatsapp ? { whatsapp: conversa.whatsapp } : {}),
        mensagens: chat.map((m) => ({ data: m.data, texto: m.mensagem, suas: m.userRemetente === email })),
      }));
    }),
  };
}

export const readMyMessages = defineCallable({
  name: 'readMyMessages',
  payload: linkSchema,
  who: 'anyone',
  appCheck: 'required',
  limits: [REQUESTS.linkPerIp],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<ReadMyMessagesResult> => {
      const { email } = await linkEmail(deps, ip, data);
      const [contacts, bookings] = await Promise.all([
        deps.store.readVisitorConversations(email),
        deps.store.bookingsOfVisitor(email),
      ]);
      return shown(email, contacts, bookings);
    },
});

export const deleteMyMessages = defineCallable({
  name: 'deleteMyMessages',
  payload: linkSchema,
  who: 'anyone',
  appCheck: 'limited-use',
  limits: [REQUESTS.linkPerIp],
  handler:
    (deps) =>
    async ({ ip, data }): Promise<DeleteMyMessagesResult> => {
      const { token, email } = await linkEmail(deps, ip, data);
      await deps.store.deleteVisitorData({ token, email, key: `visitante-excluido-${deps.newId()}` });
      return { deleted: true };
    },
});
