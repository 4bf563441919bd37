/**
 * The Firebase build on the Emulator Suite, as the suite in this folder drives it: the Hosting
 * emulator serves the site (with the functions behind its rewrites), the Auth and Firestore emulators
 * hold the seed. scripts/test.mjs builds everything and starts the emulators around this suite.
 */
import type { Page } from 'playwright-core';

export const EMULATOR_SITE = 'http://127.0.0.1:5000';
export const PROJECT_ID = 'demo-lab-portfolio';
export const FIRESTORE_HOST = '127.0.0.1:8080';
export const AUTH_HOST = '127.0.0.1:9099';
const FUNCTIONS_BACKENDS = 'http://127.0.0.1:5001/backends';

/** Documents of a collection, read past the rules as the emulator's admin ("Bearer owner"). */
export async function adminDocuments(collection: string): Promise<Array<Record<string, unknown>>> {
  return (await adminListing(collection)).map((d) => plain(d.fields));
}

/** The ids of a collection's documents, read as adminDocuments reads them. */
export async function adminDocumentIds(collection: string): Promise<string[]> {
  return (await adminListing(collection)).map((d) => d.name.split('/').at(-1) ?? '');
}

async function adminListing(collection: string): Promise<Array<{ name: string; fields: Record<string, unknown> }>> {
  const url = `http://${FIRESTORE_HOST}/v1/projects/${PROJECT_ID}/databases/(default)/documents/${collection}?pageSize=500`;
  const response = await fetch(url, { headers: { Authorization: 'Bearer owner' } });
  if (!response.ok) throw new Error(`Firestore emulator answered ${response.status} for ${collection}`);
  const body = (await response.json()) as { documents?: Array<{ name: string; fields?: Record<string, unknown> }> };
  return (body.documents ?? []).map((d) => ({ name: d.name, fields: d.fields ?? {} }));
}

/** Firestore's REST values as plain values (strings, numbers, booleans, arrays, maps). */
function plain(fields: Record<string, unknown>): Record<string, unknown> {
  const value = (v: Record<string, unknown>): unknown => {
    if ('arrayValue' in v) return ((v.arrayValue as { values?: Array<Record<string, unknown>> }).values ?? []).map(value);
    if ('mapValue' in v) return plain((v.mapValue as { fields?: Record<string, unknown> }).fields ?? {});
    if ('integerValue' in v) return Number(v.integerValue);
    return Object.values(v)[0];
  };
  return Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, value(v as Record<string, unknown>)]));
}

/** Whether the Functions emulator has loaded the functions (until then Hosting's rewrites answer 404). */
export async function functionsLoaded(): Promise<boolean> {
  try {
    const body = (await (await fetch(FUNCTIONS_BACKENDS)).json()) as { backends: Array<{ functionTriggers?: unknown[] }> };
    return body.backends.some((backend) => (backend.functionTriggers?.length ?? 0) > 0);
  } catch {
    return false;
  }
}

/**
 * Every request a page makes to a host other than this machine: an emulator build must make none
 * (no Google sign-in script, no App Check exchange, no font or analytics).
 */
export function watchOutsideRequests(page: Page): string[] {
  const outside: string[] = [];
  page.on('request', (request) => {
    const { protocol, hostname } = new URL(request.url());
    if ((protocol === 'http:' || protocol === 'https:') && hostname !== '127.0.0.1' && hostname !== 'localhost') {
      outside.push(request.url());
    }
  });
  return outside;
}
