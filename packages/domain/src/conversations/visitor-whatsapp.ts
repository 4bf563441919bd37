/**
 * A contact form sender's WhatsApp as her inbox shows it: stored in E.164 by the handler (which alone
 * parses numbers, with libphonenumber-js), shown here without it, so no page carries its metadata.
 */

/** "+5511987654321" as a Brazilian reads it, "+55 11 98765-4321"; any other number as stored. */
export function whatsappDisplay(e164: string): string {
  const brazilian = /^\+55(\d{2})(\d{4,5})(\d{4})$/.exec(e164);
  return brazilian ? `+55 ${brazilian[1]} ${brazilian[2]}-${brazilian[3]}` : e164;
}

/** The chat it opens: wa.me takes the digits alone. */
export function whatsappChatLink(e164: string): string {
  return `https://wa.me/${e164.replace(/\D/g, '')}`;
}
