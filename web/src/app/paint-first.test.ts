/**
 * The start of the app on a prerendered page: nothing of the app is fetched before the page has
 * painted, then its entry and modules are, once.
 */
import { firstInteraction } from '../shared/lazy/first-interaction';
import { EARLY_CLICKS } from '../features/skin-site';
import { startAppAfterFirstPaint } from './paint-first';

function pageWithStart(
  attributes = 'data-app-entry="/assets/index-1.js" data-app-modules="/assets/vendor-2.js /assets/skin-route-3.js"',
) {
  document.head.innerHTML = `<script type="module" src="/assets/paint-first-4.js" ${attributes}></script>`;
}

/** Frames and tasks run when the test says so, like a browser's, one step at a time. */
function manualTimers() {
  const frames: Array<() => void> = [];
  const tasks: Array<() => void> = [];
  return {
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => tasks.push(callback),
    frame: () => frames.splice(0).forEach((run) => run()),
    task: () => tasks.splice(0).forEach((run) => run()),
  };
}

const appScripts = () =>
  [...document.head.querySelectorAll('script[type="module"]:not([src*="paint-first"])')].map((s) => s.getAttribute('src'));
const preloads = () => [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'));

let visibility: DocumentVisibilityState = 'visible';
beforeEach(() => {
  visibility = 'visible';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.head.innerHTML = '';
});

it('fetches nothing before the page paints, then the entry with its modules preloaded side by side', () => {
  pageWithStart();
  const timers = manualTimers();
  startAppAfterFirstPaint(document, timers);
  expect(appScripts()).toEqual([]);
  // The frame that paints the page: its callback runs before the paint, so still nothing.
  timers.frame();
  expect(appScripts()).toEqual([]);
  timers.task();
  expect(preloads()).toEqual(['/assets/vendor-2.js', '/assets/skin-route-3.js']);
  expect(appScripts()).toEqual(['/assets/index-1.js']);
  const [entry] = document.head.querySelectorAll<HTMLScriptElement>('script[src="/assets/index-1.js"]');
  expect(entry?.crossOrigin).toBe('');
});

it('a tab opened in the background (no frames) starts the app at once', () => {
  visibility = 'hidden';
  pageWithStart();
  startAppAfterFirstPaint(document, manualTimers());
  expect(appScripts()).toEqual(['/assets/index-1.js']);
});

it('a tab sent to the background before its first frame starts the app then, and only once', () => {
  pageWithStart();
  const timers = manualTimers();
  startAppAfterFirstPaint(document, timers);
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange'));
  expect(appScripts()).toEqual(['/assets/index-1.js']);
  timers.frame();
  timers.task();
  expect(appScripts()).toEqual(['/assets/index-1.js']);
  expect(preloads()).toHaveLength(2);
});

it('an entry without modules loads alone; a page without the attributes starts nothing', () => {
  pageWithStart('data-app-entry="/assets/index-1.js"');
  const timers = manualTimers();
  startAppAfterFirstPaint(document, timers);
  timers.frame();
  timers.task();
  expect(appScripts()).toEqual(['/assets/index-1.js']);
  expect(preloads()).toEqual([]);

  pageWithStart('');
  const others = manualTimers();
  startAppAfterFirstPaint(document, others);
  others.frame();
  others.task();
  expect(appScripts()).toEqual([]);
});

it('keeps a tap made before the app started: the code wanted at the first touch comes at once', async () => {
  pageWithStart();
  startAppAfterFirstPaint(document, manualTimers());
  document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
  let loaded = false;
  await firstInteraction(() => false).then(() => {
    loaded = true;
  });
  expect(loaded).toBe(true);
  document.documentElement.removeAttribute('data-interacted');
});

it('Early clicks: keeps the ids of data-clique elements clicked before the app started, for the app to count', () => {
  pageWithStart();
  document.body.innerHTML = '<a href="#" data-clique="c1"><span>[ LINK ]</span></a><p>texto</p>';
  startAppAfterFirstPaint(document, manualTimers());
  document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  document.querySelector('p')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS]).toEqual(['c1']);
  // Once the app has taken them, the starter keeps nothing more.
  Reflect.deleteProperty(window, EARLY_CLICKS);
  document.querySelector('span')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  expect((window as unknown as Record<string, unknown>)[EARLY_CLICKS]).toBeUndefined();
  document.body.innerHTML = '';
});
