/**
 * The app's start on a prerendered skin page. The page arrives with its content and its styles; the
 * app's scripts only make it interactive. Fetched at the same time as the stylesheets, they would
 * share the visitor's bandwidth with them and push the first paint back (on a 3G phone, ~100 kB of
 * scripts against ~10 kB of styles). So the server links this small script instead of the app's
 * entry, and it fetches the entry and its modules once the page has painted.
 *
 * What to load comes from the script element's own attributes, written by the renderer
 * (web/src/ssr/index.ts): `data-app-entry` (the entry module) and `data-app-modules` (the modules it
 * imports, as modulepreload links so they download in parallel instead of one after another).
 */
export const APP_ENTRY_ATTRIBUTE = 'data-app-entry';
export const APP_MODULES_ATTRIBUTE = 'data-app-modules';

/** What shared/lazy/first-interaction.ts reads: this starter imports nothing, so it has its own copy. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'];
const INTERACTED = 'data-interacted';

/**
 * The ids of `data-clique` elements clicked before the app has started, kept on the window under the
 * name the app's click counting reads (features/skin-site's EARLY_CLICKS), which then closes it: a
 * link followed at once would otherwise go uncounted.
 */
function keepEarlyClicks(doc: Document): void {
  const win = doc.defaultView as unknown as Record<string, string[] | undefined> | null;
  if (!win) return;
  const early: string[] = [];
  win.__cliques = early;
  const keep = (event: Event) => {
    const id = (event.target as Element | null)?.closest?.('[data-clique]')?.getAttribute('data-clique');
    // Only while the app has not taken the list.
    if (id && win.__cliques === early) early.push(id);
  };
  for (const type of ['click', 'auxclick']) doc.addEventListener(type, keep, true);
}

/** Marks <html> at the page's first interaction, which may come before the app has started. */
function noteInteractions(doc: Document): void {
  const mark = () => doc.documentElement.setAttribute(INTERACTED, '');
  for (const type of INTERACTIONS) doc.addEventListener(type, mark, { capture: true, passive: true, once: true });
}

interface Timers {
  requestAnimationFrame(callback: () => void): unknown;
  setTimeout(callback: () => void, ms: number): unknown;
}

/** Starts the app named by the element carrying data-app-entry once the page has painted; at most once. */
export function startAppAfterFirstPaint(doc: Document, timers: Timers): void {
  const marker = doc.querySelector<HTMLElement>(`[${APP_ENTRY_ATTRIBUTE}]`);
  const entry = marker?.getAttribute(APP_ENTRY_ATTRIBUTE);
  if (!marker || !entry) return;
  noteInteractions(doc);
  keepEarlyClicks(doc);
  const modules = (marker.getAttribute(APP_MODULES_ATTRIBUTE) ?? '').split(/\s+/).filter(Boolean);
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const href of modules) {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      doc.head.append(link);
    }
    const script = doc.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    doc.head.append(script);
  };
  // A frame's callback runs before that frame paints; a task queued from it runs after the paint.
  timers.requestAnimationFrame(() => timers.setTimeout(start, 0));
  // A background tab runs no frames: there is no paint to wait for, so the app starts at once.
  const startIfHidden = () => {
    if (doc.visibilityState === 'hidden') start();
  };
  doc.addEventListener('visibilitychange', startIfHidden, { once: true });
  startIfHidden();
}
