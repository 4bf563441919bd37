import type { SendContactMessagePayload, SendContactMessageResult } from '@lab/domain/conversations';
import type { Backend } from '../../../shared/backend/port';

export interface ContactDraft {
  assunto: string;
  mensagem: string;
  email: string;
  /** Optional, for a visitor without an account (the signed-in are known by theirs). */
  nome: string;
  whatsapp: string;
}

export const EMPTY_CONTACT_DRAFT: ContactDraft = { assunto: '', mensagem: '', email: '', nome: '', whatsapp: '' };

export interface ContactSender {
  signedIn: boolean;
  /** The signed-in sender's chosen skin, if any. */
  skin: string | null;
  navegacaoHash: string | null;
}

/** A skin's own form: the skin it is on and the page (its id) holding it. */
export interface ContactDestination {
  skin: string;
  page: string;
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
