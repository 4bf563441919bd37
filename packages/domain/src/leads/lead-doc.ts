/**
 * leads/{leadId}: the inbox side's private record of one conversation. The conversation is read by
 * both sides; what the inbox thinks of it (its stage, a proposal's value) is not the visitor's to
 * read, so it lives here, with the summary a board card and the export need, kept current by the
 * same transactions that write the conversation.
 */
import { SITE_OWNER_SKIN } from '../kernel/constants';
import { paths } from '../kernel/paths';
import type { ContatoDoc, ConversaDoc, Instant, Participante } from '../kernel/types';
import type { DocTx, Reader } from '../kernel/store/doc-port';
import { replyMove, returnMark } from './stages';
import type { LeadDoc, RespostaFormulario } from './lead-types';

export type { LeadDoc, RespostaFormulario } from './lead-types';

/** A card shows a line or two: the lead keeps no more of the last message than that. */
export const LEAD_EXCERPT_MAX = 200;

const escaped = (id: string) => id.replace(/[~_]/g, (c) => (c === '~' ? '~t' : '~u'));

/**
 * The lead of a conversation: each id escaped as contact ids are, joined by the one "_" left, so two
 * conversations never share a lead and the same one always finds its own.
 */
export function leadIdOf(contactId: string, conversationId: string): string {
  return `${escaped(contactId)}_${escaped(conversationId)}`;
}

/** Whose inbox a contact is in, as the lead records it: the rules read these two fields. */
export function leadInboxOf(contato: Pick<ContatoDoc, 'destino' | 'participantes'>): Pick<LeadDoc, 'caixa' | 'uidDono'> {
  const caixa = contato.destino ?? SITE_OWNER_SKIN;
  if (caixa === SITE_OWNER_SKIN) return { caixa };
  const uid = (contato.participantes ?? []).find((p) => p.chave === caixa)?.uid;
  return uid ? { caixa, uidDono: uid } : { caixa };
}

/** The card's summary of a conversation as it stands: who, about what, and her last words. */
export function leadSummaryOf(contato: Pick<ContatoDoc, 'destino' | 'participantes'>, conversa: ConversaDoc) {
  const inbox = leadInboxOf(contato);
  const visitor: Participante | undefined = (contato.participantes ?? []).find((p) => p.chave !== inbox.caixa);
  // An address-only visitor's participant name is her address: the card names her by it already.
  const nome = conversa.nome ?? (conversa.email ? undefined : visitor?.nome);
  return {
    ...inbox,
    idContato: conversa.idContato,
    idConversa: conversa.idConversa,
    ...(nome ? { nome } : {}),
    // The address she gave on the form only: a signed-in visitor's account address stays on the contact.
    email: conversa.email,
    ...(conversa.whatsapp ? { whatsapp: conversa.whatsapp } : {}),
    assunto: conversa.assunto,
    ultimaMensagemEm: conversa.dataUltimaMensagem,
    ultimaMensagem: conversa.ultimaMensagem.slice(0, LEAD_EXCERPT_MAX),
  };
}

/** The two fields the rules read, as a history document copies them from its lead. */
export function leadReaders({ caixa, uidDono }: Pick<LeadDoc, 'caixa' | 'uidDono'>): Pick<LeadDoc, 'caixa' | 'uidDono'> {
  return uidDono === undefined ? { caixa } : { caixa, uidDono };
}

export function readLead(tx: Reader, contactId: string, conversationId: string): Promise<LeadDoc | null> {
  return tx.get<LeadDoc>(paths.lead(leadIdOf(contactId, conversationId)));
}

export interface LeadOfMessage {
  contato: Pick<ContatoDoc, 'destino' | 'participantes'>;
  /** The conversation as this transaction leaves it. */
  conversa: ConversaDoc;
  /** The lead read earlier in the transaction; null: created now. */
  lead: LeadDoc | null;
  at: Instant;
  /** The visitor side wrote: a closed lead is marked as back. */
  fromVisitor: boolean;
  /** A person of the inbox side replied (her uid, the message's id): a new lead moves to Em conversa. */
  reply?: { uid: string; idChat: string } | null;
  respostas?: RespostaFormulario[];
}

/** A message's write to its lead, in the message's own transaction: summary, creation, automatic moves. */
export function writeLeadOfMessage(tx: DocTx, input: LeadOfMessage): void {
  const { conversa, lead, at } = input;
  const leadId = leadIdOf(conversa.idContato, conversa.idConversa);
  const move = input.reply ? replyMove(lead, input.reply.uid, at) : null;
  const respostas = input.respostas ?? lead?.respostas;
  const next: LeadDoc = {
    ...(lead ?? { etapa: 'novo', criadoEm: at }),
    ...leadSummaryOf(input.contato, conversa),
    ...(respostas ? { respostas } : {}),
    ...move?.fields,
    ...(input.fromVisitor ? returnMark(lead, at) : {}),
  };
  tx.set(paths.lead(leadId), { ...next });
  // The history doc takes the message's id: a retry, answered before this, never moves it twice.
  if (move && input.reply) tx.set(`${paths.etapas(leadId)}/${input.reply.idChat}`, { ...move.history, ...leadReaders(next) });
}
