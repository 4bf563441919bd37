/**
 * A card's kind-specific fields checked and normalised: the WhatsApp number to E.164 digits, the Pix
 * key to the form banks look up, the amount to "12.50", and the Pix card's BR Code and QR computed.
 * Answers the stored fields or the Portuguese refusal.
 */
import { CARD_KIND_LIMITS as MAX, type CardKindInput, type CardKindStored, type PixFields, type StoredPix } from '../card-kinds';
import { MESSAGES } from '../messages';
import { whatsappDigits } from './phone-number';
import { normalisePixKey } from './pix-key';
import { brCodeOf, fitsMerchantAccount, qrOf } from './pix-code';

export type KindOutcome = { ok: true; kind: CardKindStored } | { ok: false; problem: string };

const refused = (problem: string): KindOutcome => ({ ok: false, problem });

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

/** The Pix card stored: the typed fields normalised, then its BR Code and QR. */
function pixOf(typed: PixFields): { pix: StoredPix } | { problem: string } {
  const chave = normalisePixKey(typed.chave);
  if (!chave) return { problem: MESSAGES.pixKeyInvalid };
  const nome = plain(typed.nome);
  if (nome.length < 1 || nome.length > MAX.pixName || !NAME_PATTERN.test(nome)) return { problem: MESSAGES.pixNameInvalid };
  const cidade = plain(typed.cidade);
  if (cidade.length < 1 || cidade.length > MAX.pixCity || !CITY_PATTERN.test(cidade)) return { problem: MESSAGES.pixCityInvalid };
  const valor = amountOf(typed.valor);
  if (valor === null) return { problem: MESSAGES.pixAmountInvalid };
  const descricao = plain(typed.descricao);
  if (descricao.length > MAX.pixDescription || !DESCRIPTION_PATTERN.test(descricao)) {
    return { problem: MESSAGES.pixDescriptionInvalid };
  }
  if (!fitsMerchantAccount(chave, descricao)) return { problem: MESSAGES.pixTooLong };
  const fields: PixFields = { chave, nome, cidade, valor, descricao };
  const codigo = brCodeOf(fields);
  return { pix: { ...fields, codigo, qr: qrOf(codigo) } };
}

/**
 * The kind part of a card as it is stored. A plain card (no `tipo`) carries no kind fields; a card of
 * a kind carries exactly its own.
 */
export function normaliseCardKind(input: CardKindInput): KindOutcome {
  if (input.tipo === undefined) return input.whatsapp || input.pix ? refused(MESSAGES.invalidPayload) : { ok: true, kind: {} };
  if (input.tipo === 'whatsapp') {
    if (!input.whatsapp || input.pix) return refused(MESSAGES.invalidPayload);
    const numero = whatsappDigits(input.whatsapp.numero);
    if (!numero) return refused(MESSAGES.whatsappNumberInvalid);
    const botao = input.whatsapp.botao?.trim() ?? '';
    const whatsapp = { numero, mensagem: input.whatsapp.mensagem.trim(), ...(botao ? { botao } : {}) };
    return { ok: true, kind: { tipo: 'whatsapp', whatsapp } };
  }
  if (!input.pix || input.whatsapp) return refused(MESSAGES.invalidPayload);
  const outcome = pixOf(input.pix);
  return 'problem' in outcome ? refused(outcome.problem) : { ok: true, kind: { tipo: 'pix', pix: outcome.pix } };
}
