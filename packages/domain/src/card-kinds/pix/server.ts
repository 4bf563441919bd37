/**
 * A Pix card checked and stored: the key the way banks look it up, the amount as "12.50", then its
 * BR Code and QR computed (pix-utils and uqr: handlers only, docs/decisions/0009-card-kinds.md).
 */
import { MESSAGES } from '../../kernel/messages';
import type { KindNormalised } from '../plugin';
import type { CardKindServer } from '../server-plugin';
import type { StoredPix } from './kind';
import { brCodeOf, fitsMerchantAccount, qrOf, TXID_PATTERN } from './pix-code';
import { normalisePixKey } from './pix-key';
import { PIX_LIMITS as MAX, pixInput, type PixFields } from './schema';

/**
 * Letters with their accents taken off (the BR Code carries ASCII: banks show "SAO PAULO"), so a
 * field is checked in the characters the code will hold.
 */
function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const NAME_PATTERN = /^[A-Za-z0-9 .,&'-]+$/;
const CITY_PATTERN = /^[A-Za-z .'-]+$/;
const DESCRIPTION_PATTERN = /^[A-Za-z0-9 .,:;!?()'/&+%#@$*-]*$/;

/** "25", "25,9", "1.234,56" or "1234.56": a positive amount with at most two decimals, as "1234.56". */
function amountOf(typed: string): string | null {
  const bare = typed.trim().replace(/^R\$\s*/i, '');
  if (bare === '') return '';
  const match = /^(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/.exec(bare) ?? /^(\d+)(?:\.(\d{1,2}))?$/.exec(bare);
  if (!match) return null;
  const value = Number(`${(match[1] ?? '').replace(/\./g, '')}.${match[2] ?? '0'}`);
  return value > 0 && value < 10_000_000 ? value.toFixed(2) : null;
}

/** The typed fields checked and normalised as a BR Code carries them, or the refusal. */
function checkedPix(typed: PixFields): { fields: PixFields } | { problem: string } {
  const chave = normalisePixKey(typed.chave);
  if (!chave) return { problem: MESSAGES.pixKeyInvalid };
  const nome = plain(typed.nome);
  if (nome.length < 1 || nome.length > MAX.nome || !NAME_PATTERN.test(nome)) return { problem: MESSAGES.pixNameInvalid };
  const cidade = plain(typed.cidade);
  if (cidade.length < 1 || cidade.length > MAX.cidade || !CITY_PATTERN.test(cidade)) return { problem: MESSAGES.pixCityInvalid };
  const valor = amountOf(typed.valor);
  if (valor === null) return { problem: MESSAGES.pixAmountInvalid };
  const descricao = plain(typed.descricao);
  if (descricao.length > MAX.descricao || !DESCRIPTION_PATTERN.test(descricao)) {
    return { problem: MESSAGES.pixDescriptionInvalid };
  }
  if (!fitsMerchantAccount(chave, descricao)) return { problem: MESSAGES.pixTooLong };
  return { fields: { chave, nome, cidade, valor, descricao } };
}

/** The Pix card stored: the typed fields normalised, then its BR Code and QR. */
function pixOf(typed: PixFields): KindNormalised<StoredPix> {
  const checked = checkedPix(typed);
  if ('problem' in checked) return checked;
  const codigo = brCodeOf(checked.fields);
  return { stored: { ...checked.fields, codigo, qr: qrOf(codigo) } };
}

/**
 * The BR Code of one charge to the receiver of these fields (a booking's deposit): the card's
 * checks, and a reference (txid) the receiver's bank statement shows. A reference that is not 1 to
 * 25 letters and digits is the caller's mistake, never a person's: it throws.
 */
function chargeCode(typed: PixFields, txid: string): { codigo: string } | { problem: string } {
  if (!TXID_PATTERN.test(txid)) throw new Error('A Pix txid is 1 to 25 letters and digits.');
  const checked = checkedPix(typed);
  return 'problem' in checked ? checked : { codigo: brCodeOf(checked.fields, txid) };
}

/** The kind's handler side, and the BR Code of a charge for slices that take payments (the agenda's deposit). */
export const pixServer: CardKindServer<PixFields, StoredPix> & { chargeCode: typeof chargeCode } = {
  input: pixInput,
  normalise: pixOf,
  chargeCode,
};
