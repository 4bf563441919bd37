/**
 * The BR Code ("Pix Copia e Cola") of a static Pix and its QR, computed once when a card is written
 * and stored on it, so a page draws them from data (docs/decisions/0009-card-kinds.md).
 *
 * The payload is built by pix-utils' own EMV assembler (`createEmv`: the BCB's layout, txid "***",
 * CRC16-CCITT). It is imported from its module rather than the package's entry, whose
 * `createStaticPix` also brings axios (for dynamic Pix) and qrcode (PNG images) into any bundle.
 */
import { createEmv } from 'pix-utils/dist/main/emvHandler';
import { PixElementType } from 'pix-utils/dist/main/types/pixElements';
import type { PixFields } from './schema';

/** An EMV field's value holds at most 99 characters: the key, the description and the GUI share tag 26. */
const EMV_VALUE_MAX = 99;
const GUI_FIELD = '0014br.gov.bcb.pix';

/** Whether the key and description fit in the merchant account field (tag 26) of one BR Code. */
export function fitsMerchantAccount(chave: string, descricao: string): boolean {
  const field = (value: string) => (value ? 4 + value.length : 0);
  return GUI_FIELD.length + field(chave) + field(descricao) <= EMV_VALUE_MAX;
}

/** A charge's reference as the Central Bank allows it in a static BR Code: 1 to 25 letters and digits. */
export const TXID_PATTERN = /^[A-Za-z0-9]{1,25}$/;

/**
 * The BR Code of checked fields (ASCII name, city and description; `valor` "12.50" or empty), with
 * a charge's reference (`txid`), or "***" (none) as a card's code carries.
 */
export function brCodeOf(pix: PixFields, txid = '***'): string {
  return createEmv({
    type: PixElementType.STATIC,
    merchantCategoryCode: '0000',
    transactionCurrency: '986',
    countryCode: 'BR',
    merchantName: pix.nome,
    merchantCity: pix.cidade,
    pixKey: pix.chave,
    infoAdicional: pix.descricao || undefined,
    transactionAmount: pix.valor ? Number(pix.valor) : undefined,
    txid,
  });
}

export { qrOf } from './qr';
