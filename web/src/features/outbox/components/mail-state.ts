import type { MailDelivery, MailKind, MailState } from '@lab/domain/notices';

/** Until the Trigger Email extension picks an e-mail up it writes no delivery: it is queued. */
export function mailStateOf(delivery: MailDelivery | undefined): MailState {
  return delivery?.state ?? 'PENDING';
}

export const MAIL_STATE_LABEL: Record<MailState, string> = {
  PENDING: 'Na fila',
  PROCESSING: 'Enviando',
  RETRY: 'Nova tentativa',
  SUCCESS: 'Enviado',
  ERROR: 'Falhou',
};

export const MAIL_KIND_LABEL: Record<MailKind, string> = {
  notificacao: 'Notificação',
  resposta: 'Resposta',
  'acesso-dados': 'Acesso aos dados',
  'confirmacao-respostas': 'Confirmação de respostas',
  reserva: 'Reserva',
};
