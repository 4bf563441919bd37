/**
 * A BR Code read back independently of the library that builds it: its EMV fields (id, two-digit
 * length, value) and its CRC16-CCITT (polynomial 0x1021, start 0xFFFF) over the UTF-8 bytes of
 * everything up to and including "6304", as the BCB's manual defines it. Test support only (the
 * callables' tests and the browser tests import it as `@lab/domain/br-code`); no page loads it.
 */
export function crc16(payload: string): string {
  let crc = 0xffff;
  for (const byte of new TextEncoder().encode(payload)) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Whether the code ends in "6304" and the CRC of everything before it. */
export function hasValidCrc(code: string): boolean {
  const match = /^(.*6304)([0-9A-F]{4})$/s.exec(code);
  return match !== null && crc16(match[1] ?? '') === match[2];
}

/** The top-level EMV fields of a code, by id; null when a length does not match what follows. */
export function emvFields(code: string): Map<string, string> | null {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < code.length) {
    const id = code.slice(at, at + 2);
    const length = Number(code.slice(at + 2, at + 4));
    const value = code.slice(at + 4, at + 4 + length);
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || value.length !== length) return null;
    fields.set(id, value);
    at += 4 + length;
  }
  return fields;
}
