/**
 * Quick replies: texts a creator keeps under a short name (`atalho`) and drops into a chat with "/".
 * What they are, their limits, and the variables a chosen one is filled with for the conversation
 * it goes into. Pure: the screen, the chat and the handlers share it.
 */
import { SITE_TIME_ZONE } from '../kernel/constants';
import { MESSAGES } from '../kernel/messages';
import type { Instant } from '../kernel/types';

/** users/{uid}/respostasRapidas/{id}: one quick reply of an account. */
export interface RespostaRapidaDoc {
  /** Its short name, typed after "/" in the chat: lowercase letters, digits and hyphens. */
  atalho: string;
  texto: string;
  /** When it was last saved. */
  data: Instant;
}

/** A quick reply with its id, as the screens list it. */
export type QuickReplyRow = RespostaRapidaDoc & { id: string };

export const QUICK_REPLY_SHORTCUT_MAX = 30;
/** As long as a chat message may be: a reply with no variable is sent as it is. */
export const QUICK_REPLY_TEXT_MAX = 2000;
export const QUICK_REPLIES_PER_ACCOUNT = 50;
/** Starts with a letter or digit, so "/-" never opens anything; hyphens may follow. */
export const QUICK_REPLY_SHORTCUT_PATTERN = /^[a-z0-9][a-z0-9-]{0,29}$/;

export type QuickReplyVariable = 'nome' | 'skin' | 'assunto' | 'data';

/** The variables in the order the screen offers them, what each stands for and its example for the preview. */
export const QUICK_REPLY_VARIABLES: ReadonlyArray<{ name: QuickReplyVariable; label: string; example: string }> = [
  { name: 'nome', label: 'o primeiro nome de quem escreveu (ou o começo do e-mail)', example: 'Maria' },
  { name: 'skin', label: 'o nome da sua skin', example: 'Estúdio Solange' },
  { name: 'assunto', label: 'o assunto da conversa', example: 'ORÇAMENTO' },
  { name: 'data', label: 'a data de hoje', example: '15/03/2025' },
];

export type QuickReplyValues = Readonly<Record<QuickReplyVariable, string>>;

export const EXAMPLE_VALUES: QuickReplyValues = Object.fromEntries(
  QUICK_REPLY_VARIABLES.map(({ name, example }) => [name, example]),
) as Record<QuickReplyVariable, string>;

/**
 * What {nome} becomes when the visitor left neither a name nor an e-mail (older data): "Olá, você!"
 * still reads as a greeting, where an empty name would leave "Olá, !".
 */
export const UNKNOWN_NAME = 'você';

/**
 * The text with each known `{variable}` replaced by its value; anything else in braces (`{x}`, `{ nome }`,
 * `{NOME}`) stays as typed, so a brace meant as text is never eaten.
 */
export function fillQuickReply(texto: string, values: QuickReplyValues): string {
  return texto.replace(/\{(nome|skin|assunto|data)\}/g, (_whole, name: QuickReplyVariable) => values[name]);
}

/** Today in São Paulo as dd/mm/aaaa, whatever the device's own time zone. */
export function dateInSaoPaulo(at: Instant): string {
  const parts = new Intl.DateTimeFormat('pt-BR', { timeZone: SITE_TIME_ZONE, day: '2-digit', month: '2-digit', year: 'numeric' })
    .formatToParts(at)
    .reduce<Record<string, string>>((all, part) => ({ ...all, [part.type]: part.value }), {});
  return `${parts['day']}/${parts['month']}/${parts['year']}`;
}

/**
 * How the visitor is called: the first word of the name they gave (or their account's name, for a
 * visitor signed in), else what comes before the @ of their e-mail, else UNKNOWN_NAME.
 */
export function visitorCalled(visitor: { nome?: string | null; email?: string | null }): string {
  const first = (visitor.nome ?? '').trim().split(/\s+/)[0] ?? '';
  if (first !== '') return first;
  const local = (visitor.email ?? '').trim().split('@')[0] ?? '';
  return local !== '' ? local : UNKNOWN_NAME;
}

/** What a conversation offers its quick replies. */
export interface ConversationContext {
  visitor: { nome?: string | null; email?: string | null };
  /** The inbox's skin as its visitors know it: its display name, or its address's name. */
  skin: string;
  assunto: string;
  now: Instant;
}

export function quickReplyValues({ visitor, skin, assunto, now }: ConversationContext): QuickReplyValues {
  return { nome: visitorCalled(visitor), skin, assunto, data: dateInSaoPaulo(now) };
}

/** The replies whose shortcut starts with what was typed after "/", then those that contain it, each by shortcut. */
export function matchingQuickReplies<R extends { atalho: string }>(replies: readonly R[], typed: string): R[] {
  const query = typed.toLowerCase();
  const byShortcut = [...replies].sort((a, b) => a.atalho.localeCompare(b.atalho));
  const starts = byShortcut.filter((r) => r.atalho.startsWith(query));
  return [...starts, ...byShortcut.filter((r) => !r.atalho.startsWith(query) && r.atalho.includes(query))];
}

const SHORTCUT_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.quickReplyShortcutRequired,
  MESSAGES.quickReplyShortcutInvalid,
  MESSAGES.quickReplyShortcutTaken,
]);
const TEXT_MESSAGES: ReadonlySet<string> = new Set([
  MESSAGES.quickReplyTextRequired,
  MESSAGES.quickReplyTextTooLong,
  MESSAGES.quickReplyTextInvalidChars,
]);

/** The field of the form a refusal is about, so the screen shows it there; null for the form as a whole. */
export function quickReplyFieldOf(message: string): 'atalho' | 'texto' | null {
  if (SHORTCUT_MESSAGES.has(message)) return 'atalho';
  return TEXT_MESSAGES.has(message) ? 'texto' : null;
}

/** The results of the callables. */
export interface SaveQuickReplyResult {
  resposta: QuickReplyRow;
}
export interface DeleteQuickReplyResult {
  removed: boolean;
}
