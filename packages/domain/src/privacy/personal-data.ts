/**
 * What the site holds about one account, as **Baixar meus dados** hands it over: every stored document
 * that is about the account, grouped the way the privacy notice lists them, each with its path so a
 * person (or the authority) can see exactly where it lives.
 */
import { ACCOUNT_DELETE_WORD } from '../kernel/constants';
import { DATE_FIELDS } from '../kernel/paths';
import type { SkinDoc } from '../skins/skin-types';
import type { UndoTicket } from '../deletions';

export const MY_DATA_FORMAT = 'lab-meus-dados';
export const MY_DATA_VERSION = 1;

/**
 * The groups, in the notice's order: the Google profile, the sign-ins, the skins with their whole tree
 * and image addresses (and the name reservations), the conversations the account takes part in with
 * every message, its navigation records, the access records its own signed-in calls made (never a record
 * linked only by a session id, which a shared browser keeps), and the e-mail sent to it.
 *
 * Then its skins' business hours and webhooks (their address and deliveries' list, never the secret
 * nor a delivery's body), kept outside the skins' trees, and its agenda: the bookings of its time
 * (never the hash of a visitor's link secret) and its calendar feed's secret, the address's part.
 */
export const MY_DATA_SECTIONS = [
  'perfil',
  'logins',
  'skins',
  'conversas',
  'navegacao',
  'acessos',
  'emails',
  'denuncias',
  'dispositivos',
  'respostasRapidas',
  'atendimento',
  'webhooks',
  'agenda',
] as const;
export type MyDataSection = (typeof MY_DATA_SECTIONS)[number];

/** What each group is, as the privacy notice and MEUS DADOS name it. */
export const MY_DATA_SECTION_LABELS: Record<MyDataSection, string> = {
  perfil: 'Perfil do Google (nome, e-mail e foto)',
  logins: 'Entradas na conta (data de cada login)',
  skins: 'Skins, com páginas, containers, cards e endereços das imagens',
  conversas: 'Conversas das quais você participa, com todas as mensagens',
  navegacao: 'Páginas visitadas com a conta',
  acessos: 'Acessos dessas visitas (IP, local aproximado e rede)',
  emails: 'E-mails enviados a você pelo site',
  denuncias: 'Denúncias de skins que você enviou',
  dispositivos: 'Navegadores em que você ativou notificações (o registro de cada um)',
  respostasRapidas: 'Suas respostas rápidas (atalho e texto)',
  atendimento: 'Horário de atendimento de cada skin, com as respostas automáticas',
  webhooks: 'Webhook de cada skin (o endereço, sem o segredo) e a lista das entregas, sem o conteúdo',
  agenda: 'Reservas da sua agenda (sem o código do link de cada pessoa) e o endereço do seu calendário',
};

/** One stored document: where it is and what it holds, dates as ISO 8601 text. */
export interface StoredDocument {
  caminho: string;
  dados: Record<string, unknown>;
}

export interface MyDataExport {
  formato: typeof MY_DATA_FORMAT;
  versao: typeof MY_DATA_VERSION;
  /** When the file was made (ISO 8601). */
  geradoEm: string;
  conta: { uid: string; emails: string[] };
  secoes: Record<MyDataSection, StoredDocument[]>;
}

/** A document's data with every date field (epoch ms in the domain) as ISO text, however deep. */
export function withReadableDates(value: unknown, key = ''): unknown {
  if (typeof value === 'number' && DATE_FIELDS.has(key) && Number.isFinite(value)) return new Date(value).toISOString();
  if (Array.isArray(value)) return value.map((item) => withReadableDates(item));
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, withReadableDates(v, k)]));
  }
  return value;
}

/** What **Excluir minha conta** asks the person to type: their main skin's name, or the word when they have no skin. */
export function deletionConfirmation(skins: readonly SkinDoc[]): string {
  return (skins.find((s) => s.is_main) ?? skins[0])?.username ?? ACCOUNT_DELETE_WORD;
}

/* The privacy callables' results; their payloads are their schemas' (handlers/export-my-data.ts, ...). */

export type ExportMyDataResult = MyDataExport;

export interface DeleteMyAccountResult {
  deleted: true;
  /**
   * Desfazer, by signing in again with the same Google account before `until`. Absent for a blocked
   * account, whose deletion is final at once: it cannot sign in again to undo it.
   */
  undo?: UndoTicket;
}

/** The same answer whether or not the address ever wrote: the link goes only to its mailbox. */
export interface RequestMyMessagesResult {
  sent: true;
}

/** What a visitor sent with one address, conversation by conversation, as the link's page shows it. */
export interface ReadMyMessagesResult {
  email: string;
  conversas: Array<{
    /** Who the conversation was with (a skin's name). */
    com: string;
    assunto: string;
    /** The name and WhatsApp (E.164) she gave on the form with this message, when she gave them. */
    nome?: string;
    whatsapp?: string;
    mensagens: Array<{ data: number; texto: string; /** Written by the visitor. */ suas: boolean }>;
  }>;
  /** The bookings made with the address: with whom (a skin's name), what, when and whether cancelled. */
  reservas: Array<{
    com: string;
    servico: string;
    comecaEm: number;
    terminaEm: number;
    fuso: string;
    estado: 'confirmada' | 'cancelada';
  }>;
}
export interface DeleteMyMessagesResult {
  deleted: true;
}
