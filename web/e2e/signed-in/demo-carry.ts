/**
 * Two people on the demo backend, each in a browser context of their own: the demo's database is the
 * browser's own (IndexedDB, shared by the tabs of one context), so what a server would do between them
 * is done here: one context's saved documents are carried into the other's, whose tabs are told as the
 * demo tells its tabs after every command.
 */
import type { Page } from 'playwright-core';
import { waitForSavedCount } from '../harness';

interface DemoSnapshot {
  seedFingerprint: string;
  revision: number;
  docs: Record<string, Record<string, unknown>>;
  accounts: unknown[];
}

/** The demo's saved snapshot in `page`'s context (null before its first command). */
export function savedSnapshot(page: Page): Promise<DemoSnapshot | null> {
  return page.evaluate(
    () =>
      new Promise<DemoSnapshot | null>((resolve, reject) => {
        const open = indexedDB.open('lab-demo');
        open.onerror = () => reject(open.error ?? new Error('indexedDB.open falhou'));
        open.onsuccess = () => {
          const get = open.result.transaction('kv', 'readonly').objectStore('kv').get('snapshot');
          get.onerror = () => reject(get.error ?? new Error('a leitura do snapshot falhou'));
          get.onsuccess = () => resolve((get.result as DemoSnapshot | undefined) ?? null);
        };
      }),
  );
}

/**
 * Stands in for the server both browsers would share: the visitor's documents join the owner's saved
 * ones as a newer revision, and the owner's tabs hear of it on the demo's channel, as after a command.
 * `whole`: the visitor's documents replace the owner's, so a document the visitor deleted goes too
 * (for a receiver that holds nothing of its own).
 */
export async function carryOver(from: Page, to: Page, options: { whole?: boolean } = {}): Promise<void> {
  const visitor = await savedSnapshot(from);
  if (!visitor) throw new Error('o visitante não gravou nada');
  await storeInDemo(to, visitor.docs, { whole: options.whole === true, from: visitor });
}

/**
 * Writes `docs` into the demo's saved data in `page`'s context (added to its own, or in their place
 * when `whole`), as a newer revision, and tells its tabs, as after a command. `from`: the snapshot the
 * documents come from, whose other fields stand for the context's own. Under the lock the demo runs
 * its commands in (demo-tabs.ts): a command in flight (a visit being logged) would otherwise save
 * over what is written.
 */
export async function storeInDemo(
  page: Page,
  docs: Record<string, unknown>,
  options: { whole?: boolean; from?: DemoSnapshot } = {},
): Promise<void> {
  await page.evaluate(
    ({ docs: incoming, whole, from }) =>
      navigator.locks.request(
        'lab-demo-commands',
        () =>
          new Promise<void>((resolve, reject) => {
            const open = indexedDB.open('lab-demo');
            open.onerror = () => reject(open.error ?? new Error('indexedDB.open falhou'));
            open.onsuccess = () => {
              const store = () => open.result.transaction('kv', 'readwrite').objectStore('kv');
              const get = store().get('snapshot');
              get.onerror = () => reject(get.error ?? new Error('a leitura do snapshot falhou'));
              get.onsuccess = () => {
                const own = (get.result as typeof from | undefined) ?? null;
                const revision = Math.max(own?.revision ?? 0, from?.revision ?? 0) + 1;
                const merged = {
                  ...own,
                  ...from,
                  revision,
                  docs: whole ? incoming : { ...own?.docs, ...incoming },
                  accounts: own?.accounts ?? from?.accounts,
                };
                const put = store().put(merged, 'snapshot');
                put.onerror = () => reject(put.error ?? new Error('a gravação do snapshot falhou'));
                put.onsuccess = () => {
                  const channel = new BroadcastChannel('lab-demo');
                  channel.postMessage({ kind: 'data', revision });
                  channel.close();
                  resolve();
                };
              };
            };
          }),
      ),
    { docs, whole: options.whole === true, from: options.from ?? null },
  );
}

/** The drawer's CONTATOS entry, its count as it is said ('' without one), and the drawer closed again. */
export async function contatosCount(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const entry = page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'CONTATOS', exact: true });
  const describedBy = await entry.getAttribute('aria-describedby');
  const said = describedBy ? ((await page.locator(`[id="${describedBy}"]`).textContent()) ?? '') : '';
  await page.keyboard.press('Escape');
  return said;
}

/** The skin's counters in the demo's saved data. */
export const VISITS_PREFIX = 'users/user-visitante/skins/skin-visitante/visitas/';

/** Waits until the saved demo data counts `wanted` visits on the seeded user's skin. */
export function waitForSavedVisits(page: Page, wanted: number): Promise<void> {
  return waitForSavedCount(page, VISITS_PREFIX, 'visitas', wanted);
}
