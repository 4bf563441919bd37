/**
 * The e-mails the site sends, as mail/{id} documents for the Trigger Email extension. Everything a
 * visitor typed goes into the body only, escaped for HTML; the headers (subject, recipients) are
 * built from fixed text, a subject from a form's checked list (never a control character), skin names and addresses that passed a strict check, so no input
 * can add a header or a recipient.
 */
import { ADDRESS_PATTERNS, fillAddress } from '../kernel/addresses';
import { SITE_NAME } from '../kernel/constants';
import type { Instant, RespostaFormulario } from '../kernel/types';
import type { MailDoc } from './mail-doc';
import { whatsappChatLink, whatsappDisplay } from '../conversations/visitor-whatsapp';

/** What an address must look like to be put in a header: one mailbox, no display name, no list. */
const MAILBOX_PATTERN = /^[A-Za-z0-9.!#$%&'*+=?^_`{|}~-]{1,64}@[A-Za-z0-9-]{1,63}(\.[A-Za-z0-9-]{1,63})+$/;

export function isMailbox(address: string): boolean {
  return address.length <= 254 && MAILBOX_PATTERN.test(address);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** A visitor's text as HTML paragraphs: escaped, line breaks kept. */
function htmlText(text: string): string {
  return escapeHtml(text).replace(/\r?\n/g, '<br>');
}

/** A visitor's WhatsApp as a link in an e-mail: the number is E.164 the handler made, escaped all the same. */
function whatsappAnchor(e164: string): string {
  return `<a href="${escapeHtml(whatsappChatLink(e164))}">${escapeHtml(whatsappDisplay(e164))}</a>`;
}

/** Where an e-mail's link opens a conversation: the app sends a signed-in owner on to their own chat route. */
export function conversationLinkPath(contactId: string, conversationId: string): string {
  return fillAddress(ADDRESS_PATTERNS.conversationLink, contactId, conversationId);
}

interface MailRef {
  idContato: string;
  idConversa: string;
  at: Instant;
  /** The creator's skin whose inbox the contact is in; absent for the site's own, which speaks as SITE_NAME. */
  inbox?: string;
}

/** Where a message arrived, as a heading says it: "no Lab", or "em ana" for a creator's skin. */
function arrivedAt(ref: MailRef): string {
  return ref.inbox === undefined ? `no ${SITE_NAME}` : `em ${ref.inbox}`;
}

export interface OwnerNotificationInput extends MailRef {
  to: string[];
  siteUrl: string;
  assunto: string;
  /** Who wrote: a name and, when known, an e-mail, and the WhatsApp (E.164) a visitor gave. */
  remetente: { nome: string; email: string | null; whatsapp?: string };
  /** Null when the sender chose a subject and wrote nothing. */
  mensagem: string | null;
  /** The answers to the form's own questions (briefing), shown above the message. */
  respostas?: readonly RespostaFormulario[];
}

/** The briefing as the e-mail's text and HTML: each question, its answer under it. */
function briefingOf(respostas: readonly RespostaFormulario[] | undefined): { text: string[]; html: string[] } {
  if (!respostas?.length) return { text: [], html: [] };
  return {
    text: ['', 'Briefing', ...respostas.flatMap((r) => [`${r.pergunta}:`, r.resposta])],
    html: [
      '<p><strong>Briefing</strong></p>',
      ...respostas.map((r) => `<p><strong>${escapeHtml(r.pergunta)}</strong><br>${htmlText(r.resposta)}</p>`),
    ],
  };
}

/** The owners' notice of a new message; only its body holds what the visitor wrote. */
export function ownerNotificationMail(input: OwnerNotificationInput): MailDoc {
  const link = `${input.siteUrl}${conversationLinkPath(input.idContato, input.idConversa)}`;
  const from = input.remetente.email ? `${input.remetente.nome} <${input.remetente.email}>` : input.remetente.nome;
  const body = input.mensagem ?? '(sem texto: só o assunto)';
  const whatsapp = input.remetente.whatsapp;
  const briefing = briefingOf(input.respostas);
  const text = [
    `Nova mensagem ${arrivedAt(input)}`,
    `Assunto: ${input.assunto}`,
    `De: ${from}`,
    ...(whatsapp ? [`WhatsApp: ${whatsappDisplay(whatsapp)} (${whatsappChatLink(whatsapp)})`] : []),
    ...briefing.text,
    '',
    body,
    '',
    `Abrir a conversa: ${link}`,
  ].join('\n');
  const html = [
    `<p><strong>Nova mensagem ${escapeHtml(arrivedAt(input))}</strong></p>`,
    `<p>Assunto: ${escapeHtml(input.assunto)}<br>De: ${escapeHtml(from)}${whatsapp ? `<br>WhatsApp: ${whatsappAnchor(whatsapp)}` : ''}</p>`,
    ...briefing.html,
    `<blockquote>${htmlText(body)}</blockquote>`,
    `<p><a href="${escapeHtml(link)}">Abrir a conversa</a></p>`,
  ].join('\n');
  return {
    to: input.to,
    message: { subject: `Nova mensagem ${arrivedAt(input)}: ${input.assunto}`, text, html },
    tipo: 'notificacao',
    data: input.at,
    idContato: input.idContato,
    idConversa: input.idConversa,
    idChat: null,
  };
}

export interface ReplyMailInput extends MailRef {
  /** The visitor's address, already checked with isMailbox. */
  to: string;
  /** Where the visitor's answer goes: the owners' addresses. */
  replyTo: string | null;
  assunto: string;
  idChat: string;
  resposta: { nome: string; mensagem: string };
  /** The visitor's message being answered, quoted under the reply; null when there is none. */
  citada: string | null;
  /**
   * A creator's page to answer on: their reply's Reply-To is the site's (a creator's own address is
   * never handed out), so the e-mail says where an answer reaches them.
   */
  answerAt?: string;
  /** The closing lines (replyFooter): who wrote it, how to report it, how to stop receiving mail. */
  footer?: { text: string[]; html: string[] };
}

export interface DataAccessMailInput {
  to: string;
  /** The page that opens with the link's token. */
  link: string;
  at: Instant;
}

/** A visitor's one-time link to the messages they sent with this address (not tied to a conversation). */
export function dataAccessMail(input: DataAccessMailInput): MailDoc {
  const intro = `Alguém pediu, na página de privacidade do ${SITE_NAME}, para ver as mensagens enviadas com este e-mail.`;
  const after = 'O link vale por 24 horas. Se não foi você, ignore este e-mail: nada é mostrado sem ele.';
  return {
    to: [input.to],
    message: {
      subject: `Suas mensagens no ${SITE_NAME}`,
      text: [intro, '', `Para ver, baixar ou excluir suas mensagens, abra: ${input.link}`, '', after].join('\n'),
      html: [
        `<p>${escapeHtml(intro)}</p>`,
        `<p><a href="${escapeHtml(input.link)}">Ver, baixar ou excluir minhas mensagens</a></p>`,
        `<p>${escapeHtml(after)}</p>`,
      ].join('\n'),
    },
    tipo: 'acesso-dados',
    data: input.at,
    idContato: '',
    idConversa: '',
    idChat: null,
  };
}

/** An owner's chat reply, carried to a visitor who has only an e-mail. */
export function replyMail(input: ReplyMailInput): MailDoc {
  const quote = input.citada;
  const from = input.inbox ?? SITE_NAME;
  const text = [
    input.resposta.mensagem,
    '',
    `— ${input.resposta.nome}, ${from}`,
    ...(input.answerAt ? ['', `Para responder, use o formulário em ${input.answerAt}`] : []),
    ...(quote ? ['', 'Sua mensagem:', ...quote.split(/\r?\n/).map((line) => `> ${line}`)] : []),
    ...(input.footer?.text ?? []),
  ].join('\n');
  const html = [
    `<p>${htmlText(input.resposta.mensagem)}</p>`,
    `<p>— ${escapeHtml(input.resposta.nome)}, ${escapeHtml(from)}</p>`,
    ...(input.answerAt
      ? [`<p>Para responder, use o formulário em <a href="${escapeHtml(input.answerAt)}">${escapeHtml(input.answerAt)}</a></p>`]
      : []),
    ...(quote ? [`<p>Sua mensagem:</p>`, `<blockquote>${htmlText(quote)}</blockquote>`] : []),
    ...(input.footer?.html ?? []),
  ].join('\n');
  return {
    to: [input.to],
    ...(input.replyTo ? { replyTo: input.replyTo } : {}),
    message: {
      subject: input.inbox === undefined ? `Resposta do ${SITE_NAME}: ${input.assunto}` : `Resposta de ${from}: ${input.assunto}`,
      text,
      html,
    },
    tipo: 'resposta',
    data: input.at,
    idContato: input.idContato,
    idConversa: input.idConversa,
    idChat: input.idChat,
  };
}
