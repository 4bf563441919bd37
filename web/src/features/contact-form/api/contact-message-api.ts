import type { SendContactMessagePayload, SendContactMessageResult } from '@lab/domain';
import type { Backend } from '../../../shared/backend/port';

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

/** Sends the form through the sendContactMessage command; a refusal rejects with the core DomainError. */
export function sendContactMessage(
  backend: Backend,
  draft: ContactDraft,
  sender: ContactSender,
): Promise<SendContactMessageResult> {
  const payload: SendContactMessagePayload = {
    assunto: draft.assunto,
    mensagem: draft.mensagem.trim(),
  };
  if (!sender.signedIn) payload.email = draft.email.trim();
  if (sender.signedIn && sender.skin) payload.skin = sender.skin;
  if (sender.navegacaoHash) payload.navegacaoHash = sender.navegacaoHash;
  return backend.call('sendContactMessage', payload);
}
