/**
 * Pix keys as the Central Bank defines them: CPF and CNPJ with their check digits, e-mail, phone
 * (+55 E.164) and the random key (EVP, a UUID). Each is stored the way banks look it up: a CPF or
 * CNPJ without punctuation, an e-mail and an EVP in lower case, a phone as +55... digits.
 */
import { isValidEmail } from '../../kernel/validation';
import { pixPhoneKey } from '../../studio/commands/phone-number';

/** The BCB's limit for an e-mail key. */
const EMAIL_KEY_MAX = 77;
const EVP_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** One check digit of the Receita's module-11 rule: weights from 2 at the right, up to `top`, then 2 again. */
function checkDigit(values: number[], top: number): number {
  const sum = values.reduceRight((total, value, index) => total + value * (2 + ((values.length - 1 - index) % (top - 1))), 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Eleven digits whose last two are their check digits, and not all the same (000.000.000-00 passes the sum). */
export function isValidCpf(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const values = [...digits].map(Number);
  const first = checkDigit(values.slice(0, 9), 11);
  const second = checkDigit([...values.slice(0, 9), first], 11);
  return values[9] === first && values[10] === second;
}

/**
 * Fourteen characters: twelve digits or capital letters (the alphanumeric CNPJ of July 2026, where a
 * character counts as its code minus 48) and two check digits, weights 2 to 9 from the right.
 */
export function isValidCnpj(typed: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(typed) || /^(\d)\1{13}$/.test(typed)) return false;
  const values = [...typed].map((char) => char.charCodeAt(0) - 48);
  const first = checkDigit(values.slice(0, 12), 9);
  const second = checkDigit([...values.slice(0, 12), first], 9);
  return values[12] === first && values[13] === second;
}

/** The key normalised, or null when it is none of the five kinds. */
export function normalisePixKey(typed: string): string | null {
  const key = typed.trim();
  if (key.startsWith('+')) return pixPhoneKey(key);
  if (key.includes('@')) {
    const email = key.toLowerCase();
    return email.length <= EMAIL_KEY_MAX && isValidEmail(email) ? email : null;
  }
  if (EVP_PATTERN.test(key.toLowerCase())) return key.toLowerCase();
  const bare = key.replace(/[.\-/\s]/g, '').toUpperCase();
  if (isValidCpf(bare) || isValidCnpj(bare)) return bare;
  return null;
}
