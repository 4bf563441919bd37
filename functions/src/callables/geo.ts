/** Geo-IP lookups for the access log: the real service in production, a fixed answer in the emulator. */
import type { GeoInfo } from '@lab/domain/kernel';
import type { GeoLookup } from '@lab/domain/handlers';

const GEO_TIMEOUT_MS = 3000;

/** ipapi.co answers { country_code, country_name, region, city, org } or { error: true, reason }. */
export function createIpapiGeoLookup(fetchImpl: typeof fetch = fetch, timeoutMs = GEO_TIMEOUT_MS): GeoLookup {
  return async (ip) => {
    const response = await fetchImpl(`https://ipapi.co/${encodeURIComponent(ip)}/json/`, {
      signal: AbortSignal.timeout(timeoutMs),
      headers: { accept: 'application/json' },
    });
    if (!response.ok) throw new Error(`ipapi.co answered HTTP ${response.status}`);
    const body: unknown = await response.json();
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('ipapi.co answered no object');
    const fields = body as Record<string, unknown>;
    if (fields.error === true)
      throw new Error(`ipapi.co refused: ${typeof fields.reason === 'string' ? fields.reason : 'no reason'}`);
    const text = (key: keyof GeoInfo): string => {
      const value = fields[key];
      return typeof value === 'string' ? value : '';
    };
    return {
      country_code: text('country_code'),
      country_name: text('country_name'),
      region: text('region'),
      city: text('city'),
      org: text('org'),
    };
  };
}

/** The emulator must not call a paid service with loopback addresses. */
export const emulatorGeoLookup: GeoLookup = async () => ({
  country_name: 'Local',
  region: '',
  city: '',
  org: 'Firebase Emulator',
});
