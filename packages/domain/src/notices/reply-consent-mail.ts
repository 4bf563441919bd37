/**
 * What an address is told before a creator's reply may reach it, and what every reply says of where
 * it comes from. The request to confirm carries nothing a creator wrote or chose but the skin's name
 * (a checked name, in the body only): a creator who types a stranger's address into his own form
 * gets one neutral question sent, never his words.
 */
import { REPLY_CONFIRMATION_WINDOW_MS, REPLY_MAIL_LINK_PATH, REPORT_FRAGMENT, SITE_NAME } from '../kernel/constants';
import { escapeHtml } from './mail';
import type { Instant } from '../kernel/types';
import type { MailDoc } from './mail-doc';

/**
 * destinatarios/{sha256 of the address}: server-only; whether a visitor's address wants replies by
 * e-mail. Keyed by a hash, so the record names no address; the secrets are the links' own.
 */
export interface DestinatarioDoc {
  /** The confirmation mail's secret: confirms or refuses. Dropped once the address refuses. */
  token?: string;
  /** The secret of the "não quero mais" link every reply carries (a creator may read it): it only refuses. */
  tokenSair: string;
  criadoEm: Instant;
  /** When the address was last asked to confirm. */
  pedidoEm?: Instant;
  confirmadoEm?: Instant;
  /** For good: nothing more is mailed to the address, by anyone. */
  recusadoEm?: Instant;
  /** When the record stops meaning anything (TTL policy); absent once refused, which is kept. */
  expiresAt?: Instant;
}

export type ReplyLinkAction = 'confirmar' | 'recusar' | 'sair';

export interface AnswerReplyMailResult {
  estado: 'confirmado' | 'recusado';
}

/** A link the page at REPLY_MAIL_LINK_PATH answers: the secret after `#`, so no server or Referer sees it. */
export function replyLink(siteUrl: string, acao: ReplyLinkAction, recipient: string, token: string): string {
  return `${siteUrl}${REPLY_MAIL_LINK_PATH}?acao=${acao}#${recipient}.${token}`;
}

/** Where a skin's Denunciar dialog opens by itself. */
export function reportLink(siteUrl: string, skin: string): string {
  return `${siteUrl}/${encodeURIComponent(skin)}#${REPORT_FRAGMENT}`;
}

export interface ReplyConsentMailInput {
  to: string;
  /** The skin whose form the message went through. */
  skin: string;
  confirmar: string;
  recusar: string;
  at: Instant;
}

const DAYS = Math.round(REPLY_CONFIRMATION_WINDOW_MS / 86_400_000);

export function replyConsentMail(input: ReplyConsentMailInput): MailDoc {
  const intro = `Alguém enviou uma mensagem com este e-mail pelo formulário da skin @${input.skin}, no ${SITE_NAME}, e ela respondeu.`;
  const why = `Só enviamos as respostas se você confirmar que foi você. Sem confirmação, nenhuma resposta chega a este endereço.`;
  const after = `Os links valem por ${DAYS} dias. Se não foi você, nada mais será enviado a este endereço por ninguém no ${SITE_NAME}.`;
  const yes = 'Fui eu, quero receber as respostas';
  const no = 'Não fui eu';
  return {
    to: [input.to],
    message: {
      subject: `Confirme se quer receber respostas pelo ${SITE_NAME}`,
      text: [intro, '', why, '', `${yes}: ${input.confirmar}`, '', `${no}: ${input.recusar}`, '', after].join('\n'),
      html: [
        `<p>${escapeHtml(intro)}</p>`,
        `<p>${escapeHtml(why)}</p>`,
        `<p><a href="${escapeHtml(input.confirmar)}">${escapeHtml(yes)}</a></p>`,
        `<p><a href="${escapeHtml(input.recusar)}">${escapeHtml(no)}</a></p>`,
        `<p>${escapeHtml(after)}</p>`,
      ].join('\n'),
    },
    tipo: 'confirmacao-respostas',
    data: input.at,
    idContato: '',
    idConversa: '',
    idChat: null,
  };
}

export interface ReplyFooterInput {
  /** The "não quero mais" link. */
  sair: string;
  /** A creator's reply: the skin that wrote it and where to report it. Absent for the site's own. */
  creator?: { skin: string; denunciar: string };
}

/** The lines every reply ends with: who wrote it (a creator's, not the site), how to report it, how to stop. */
export function replyFooter(input: ReplyFooterInput): { text: string[]; html: string[] } {
  const lines: Array<[string, string | null]> = [];
  if (input.creator) {
    const { skin, denunciar } = input.creator;
    lines.push([
      `Esta resposta foi escrita pela skin @${skin}, criada por um usuário do ${SITE_NAME}; ela não foi escrita pelo ${SITE_NAME}.`,
      null,
    ]);
    lines.push(['Se parece golpe ou abuso, denuncie a skin', denunciar]);
  }
  lines.push([`Para não receber mais nenhum e-mail do ${SITE_NAME}`, input.sair]);
  return {
    text: ['', '—', ...lines.map(([say, link]) => (link ? `${say}: ${link}` : say))],
    html: [
      '<hr>',
      ...lines.map(([say, link]) =>
        link
          ? `<p><small><a href="${escapeHtml(link)}">${escapeHtml(say)}</a></small></p>`
          : `<p><small>${escapeHtml(say)}</small></p>`,
      ),
    ],
  };
}
