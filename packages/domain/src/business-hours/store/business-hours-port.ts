/** Where an inbox's business hours are kept: one document per inbox, atendimento/{chave}. */
import type { AtendimentoDoc } from '../atendimento';
import type { RateLimit } from '../../limits';

export interface SaveBusinessHoursInput {
  doc: AtendimentoDoc;
  /** Taken in the same transaction; full: nothing written. */
  rateLimit: RateLimit;
}

export type SaveBusinessHoursOutcome = { status: 'saved' } | { status: 'rate-limited' };

export interface BusinessHoursStore {
  /** The inbox's hours, or null when she never set them. */
  businessHoursOf(chave: string): Promise<AtendimentoDoc | null>;
  saveBusinessHours(input: SaveBusinessHoursInput): Promise<SaveBusinessHoursOutcome>;
  /**
   * Whether a message opened its conversation (the acknowledgement's "first message"): the
   * conversation is dated with its first message, and every later one is dated after it.
   */
  openedConversation(idContato: string, idConversa: string, idChat: string): Promise<boolean>;
}
