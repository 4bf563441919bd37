/**
 * A booking's Pix deposit: the service's `sinalCentavos`, paid to the key of her skin's Pix card with
 * the booking's reference. No Pix card (or none whose fields make a code) books all the same, without
 * a code, and her mail says so.
 */
import { depositCode, depositTxid } from '../../agenda';
import type { HandlerDeps } from '../../handlers/handler-types';
import type { BookingOffer } from './booking-offer';

export type Deposit =
  | { centavos: number; txid: string; codigo: string }
  /** Her skin has no Pix card that makes a code: asked all the same, paid as she and the visitor agree. */
  | { centavos: number; txid: string; semPix: true };

/** The deposit the offer's service asks, or null when it asks none. */
export async function depositOf(
  deps: Pick<HandlerDeps, 'store'>,
  offer: BookingOffer,
  idReserva: string,
): Promise<Deposit | null> {
  const centavos = offer.service.sinalCentavos;
  if (!centavos) return null;
  const cards = await deps.store.pixCardsOf(offer.skin.idUser, offer.skin.id_skins);
  for (const card of cards) {
    const code = depositCode({ recebedor: card.pix, sinalCentavos: centavos, reservaId: idReserva });
    if (!('problem' in code)) return { centavos, txid: code.txid, codigo: code.codigo };
  }
  return { centavos, txid: depositTxid(idReserva), semPix: true };
}
