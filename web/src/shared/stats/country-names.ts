/**
 * Countries named in one language. New accesses carry an ISO code (`country_code`) named here in
 * Portuguese; older ones only the name the geo-IP service gave, in English ("Brazil"), which is
 * turned back into its code through the same Intl data, so every row reads "Brasil".
 */
import { STATS_OTHER } from '@lab/domain/kernel';
import { STATS_UNKNOWN_COUNTRY } from '@lab/domain/visits';

const IN_PORTUGUESE = new Intl.DisplayNames(['pt-BR'], { type: 'region', fallback: 'none' });

/** Said for the summary's visits whose country was not known, and for its overflow key. */
export const UNKNOWN_COUNTRY = 'Desconhecido';
export const OTHER_COUNTRIES = 'Outros';

const CODE = /^[A-Z]{2}$/;

/** Every two-letter code Intl can name, A-Z by A-Z: the reverse map's keys. */
function nameableCodes(): string[] {
  const letters = Array.from({ length: 26 }, (_, i) => String.fromCharCode(65 + i));
  return letters
    .flatMap((first) => letters.map((second) => first + second))
    .filter((code) => IN_PORTUGUESE.of(code) !== undefined);
}

let byName: Map<string, string> | null = null;

/**
 * Name (English as the geo service wrote it, or already Portuguese) to code, folded to lower case.
 * Built on first use: 676 lookups that only the owners' access log ever needs.
 */
function codesByName(): Map<string, string> {
  if (byName) return byName;
  const inEnglish = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
  const map = new Map<string, string>();
  for (const code of nameableCodes()) {
    for (const name of [inEnglish.of(code), IN_PORTUGUESE.of(code)]) {
      const key = name?.toLocaleLowerCase('en');
      if (key && !map.has(key)) map.set(key, code);
    }
  }
  byName = map;
  return map;
}

/** The Portuguese name of an ISO code ("BR" -> "Brasil"), or null when Intl does not know it. */
export function countryNameOf(code: string): string | null {
  const key = code.trim().toUpperCase();
  if (!CODE.test(key)) return null;
  return IN_PORTUGUESE.of(key) ?? null;
}

/** An access's country in Portuguese: from its code, else from its stored name, else as stored. */
export function accessCountry({ country_code, country_name }: { country_code?: string; country_name: string }): string {
  const fromCode = country_code ? countryNameOf(country_code) : null;
  if (fromCode) return fromCode;
  const code = codesByName().get(country_name.trim().toLocaleLowerCase('en'));
  return (code && countryNameOf(code)) || country_name;
}

/** A country key of the summary ("BR", "??" or "outros") as a person reads it. */
export function summaryCountry(key: string): string {
  if (key === STATS_UNKNOWN_COUNTRY) return UNKNOWN_COUNTRY;
  if (key === STATS_OTHER) return OTHER_COUNTRIES;
  return countryNameOf(key) ?? key;
}
