/**
 * The Pix deposit of a booking: the BR Code ("Pix Copia e Cola") of her key for the service's deposit,
 * with a reference (txid) derived from the booking, so her bank statement says which booking paid.
 * The code is the Pix card kind's (its checks of key, name and city, pix-utils' EMV and CRC16).
 */
import type { PixFields } from '../card-kinds';
import { pixServer } from '../card-kinds/pix/server';
import { sha256Hex } from '../kernel/sha256';
import { AGENDA_LIMITS } from './schema';

/** Who receives the deposit, as her Pix card holds it. */
export type DepositReceiver = Pick<PixFields, 'chave' | 'nome' | 'cidade'>;

const PLAIN_ID = /^[A-Za-z0-9]{1,25}$/;
const TXID_LENGTH = 25;

/**
 * A booking's reference in a Pix: its id when that is already 1 to 25 letters and digits (a
 * Firestore id is 20), otherwise the first 25 hex digits of the id's SHA-256; the same booking
 * always gets the same reference.
 */
export function depositTxid(bookingId: string): string {
  return PLAIN_ID.test(bookingId) ? bookingId : sha256Hex(bookingId).slice(0, TXID_LENGTH);
}

/** Centavos as the BR Code writes reais: 2500 is "25.00". */
export function reaisOf(centavos: number): string {
  return `${Math.floor(centavos / 100)}.${String(centavos % 100).padStart(2, '0')}`;
}

/** The deposit's BR Code, its reference and amount, or her Pix fields' refusal (in Portuguese). */
export function depositCode(deposit: {
  recebedor: DepositReceiver;
  sinalCentavos: number;
  reservaId: string;
}): { codigo: string; txid: string; valor: string } | { problem: string } {
  const { sinalCentavos } = deposit;
  // The schema keeps a deposit within these bounds: anything else is a caller's mistake.
  if (!Number.isSafeInteger(sinalCentavos) || sinalCentavos < 1 || sinalCentavos > AGENDA_LIMITS.precoMaxCentavos) {
    throw new Error('A deposit is a whole number of centavos within the agenda limits.');
  }
  const txid = depositTxid(deposit.reservaId);
  const valor = reaisOf(sinalCentavos);
  const charge = pixServer.chargeCode({ ...deposit.recebedor, valor, descricao: '' }, txid);
  return 'problem' in charge ? charge : { codigo: charge.codigo, txid, valor };
}
