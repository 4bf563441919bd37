import type { SendContactMessagePayload } from '@lab/domain';
import type { Backend } from '../../../shared/backend/port';
import { refusalMessage } from '../../../shared/backend/refusal-message';

export interface ContactDraft {
  assunto: string;
  mensagem: string;
  email: string;
}

export interface ContactSender {
  signedIn: boolean;
  /** The signed-in sender's chosen skin, if any. */
  skin: string | null;
  navegacaoHash: string | null;
}

/** Sends the form through the sendContactMessage command; resolves with a refusal's message, or null when sent. */
export async function sendContactMessage(backend: Backend, draft: ContactDraft, sender: ContactSender): Promise<string | null> {
  const payload: SendContactMessagePayload = {
    assunto: draft.assunto,
    mensagem: draft.mensagem.trim(),
  };
  if (!sender.signedIn) payload.email = draft.email.trim();
  if (sender.signedIn && sender.skin) payload.skin = sender.skin;
  if (sender.navegacaoHash) payload.navegacaoHash = sender.navegacaoHash;
  try {
    await backend.call('sendContactMessage', payload);
    return null;
  } catch (error) {
    console.error('Erro ao enviar a mensagem de contato:', error);
    return refusalMessage(error);
  }
}
