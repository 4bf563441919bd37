/**
 * Phone numbers for WhatsApp cards and Pix phone keys, read with libphonenumber-js's small `min`
 * metadata (country codes, lengths and leading digits): enough to refuse a typo, small enough for
 * the studio's chunk and the functions bundle. Only the handlers import this, never a public page.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/**
 * A WhatsApp number as wa.me takes it: E.164 digits without "+", or null when it is not a valid
 * number. A number without "+" is read as Brazilian, the way a Brazilian creator writes their own.
 */
export function whatsappDigits(typed: string): string | null {
  const phone = parsePhoneNumberFromString(typed.trim(), 'BR');
  if (!phone || !phone.isValid()) return null;
  return phone.number.slice(1);
}

/**
 * The WhatsApp a visitor types on a creator's page (the contact form, a booking), one rule for both:
 * E.164 ('+5511987654321'), '' when left blank, or null when it is not a number. A Brazilian number
 * is a DDD and 8 or 9 digits: "98765-4321" alone would be read as DDD 98.
 */
export function visitorWhatsappOf(typed: string): string | null {
  const trimmed = typed.trim();
  if (trimmed === '') return '';
  const digits = whatsappDigits(trimmed);
  if (digits === null || (digits.startsWith('55') && !/^55\d{10,11}$/.test(digits))) return null;
  return `+${digits}`;
}

/**
 * A Pix phone key: the BCB's format is "+55" with DDD and number, so only a Brazilian number written
 * with its "+55" is one (eleven bare digits are read as a CPF). Answers the key, or null.
 */
export function pixPhoneKey(typed: string): string | null {
  const trimmed = typed.trim();
  if (!trimmed.startsWith('+')) return null;
  const phone = parsePhoneNumberFromString(trimmed);
  if (!phone || !phone.isValid() || phone.countryCallingCode !== '55') return null;
  return phone.number;
}
