import type { SendContactMessagePayload, SendContactMessageResult } from '@lab/domain/conversations';
import type { PerguntaFormulario } from '@lab/domain/briefing';
import type { Backend } from '../../../shared/backend/port';

export interface ContactDraft {
  assunto: string;
  mensagem: string;
  email: string;
  /** Optional, for a visitor without an account (the signed-in are known by theirs). */
  nome: string;
  whatsapp: string;
  /** The answers to her own questions on the form (briefing), by question id. */
  respostas: Record<string, string | string[]>;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = { assunto: '', mensagem: '', email: '', nome: '', whatsapp: '', respostas: {} };

/**
 * The answers worth sending: those to the form's questions as it shows them now (a kept draft may
 * hold answers to a question she has since removed), and not left blank.
 */
export function answersToSend(questions: readonly PerguntaFormulario[], draft: ContactDraft): Record<string, string | string[]> {
  const sent: Record<string, string | string[]> = {};
  for (const { id } of questions) {
    const value = Object.hasOwn(draft.respostas, id) ? draft.respostas[id] : undefined;
    if (value === undefined) continue;
    if (typeof value === 'string' ? value.trim() !== '' : value.length > 0) sent[id] = value;
  }
  return sent;
}

export interface ContactSender {
  signedIn: boolean;
  /** The signed-in sender's chosen skin, if any. */
  skin: string | null;
  navegacaoHash: string | null;
}

/** A skin's own form: the skin it is on and the page (its id) holding it, and her own questions on it. */
export interface ContactDestination {
  skin: string;
  page: string;
  questions?: readonly PerguntaFormulario[];
}

/**
 * Sends the form through the sendContactMessage command; a refusal rejects with the core DomainError.
 * `idEnvio`: the draft's, the same on every try, so a retry is stored once.
 * `destination` is absent for the site's own form, whose messages go to the site's owners.
 */
export function sendContactMessage(
  backend: Backend,
  draft: ContactDraft,
  sender: ContactSender,
  destination?: ContactDestination,
  idEnvio?: string,
): Promise<SendContactMessageResult> {
  const payload: SendContactMessagePayload = {
    assunto: draft.assunto,
    mensagem: draft.mensagem.trim(),
  };
  if (idEnvio) payload.idEnvio = idEnvio;
  if (destination) {
    payload.destino = destination.skin;
    payload.pagina = destination.page;
    const respostas = answersToSend(destination.questions ?? [], draft);
    if (Object.keys(respostas).length > 0) payload.respostas = respostas;
  }
  if (!sender.signedIn) {
    payload.email = draft.email.trim();
    // Left blank, they are not sent: the server keeps no name or WhatsApp.
    if (draft.nome.trim() !== '') payload.nome = draft.nome.trim();
    if (draft.whatsapp.trim() !== '') payload.whatsapp = draft.whatsapp.trim();
  }
  if (sender.signedIn && sender.skin) payload.skin = sender.skin;
  if (sender.navegacaoHash) payload.navegacaoHash = sender.navegacaoHash;
  return backend.call('sendContactMessage', payload);
}
