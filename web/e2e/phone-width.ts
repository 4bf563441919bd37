/**
 * "No screen scrolls sideways on a phone", checked wherever a browser test happens to be at a phone
 * width, so a layout that widens the page cannot come back unnoticed. Every context the harness opens
 * carries a watcher (an init script, outside the site's Content-Security-Policy): after each change of
 * the page or of the window, once nothing is animating, it notes whether the page is wider than a
 * phone window and what sticks out. The screenshot helper asserts on the spot, and the setup file of
 * both browser configs (phone-width.setup.ts) fails any test whose pages noted one.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** Windows up to this width are phones: 320, 360, 375 and 414 px are the ones the suites use. */
export const PHONE_MAX_WIDTH = 480;
export const PHONE_WIDTHS = [320, 360, 375, 414] as const;

/** What the watcher notes: the address, the window and page widths, and the elements sticking out. */
export interface SidewaysFinding {
  path: string;
  window: number;
  page: number;
  sticksOut: string[];
}

type Probe = { __sideways?: SidewaysFinding[] };

/** Runs in the page: the finding for the page as laid out now, or null when it fits. */
function measure(maxWidth: number): SidewaysFinding | null {
  const root = document.scrollingElement ?? document.documentElement;
  const windowWidth = root.clientWidth;
  // A window narrower than any phone is one not laid out yet (a popup or a new page, for a frame, is
  // 1 px wide before its viewport applies): what sticks out of it says nothing about a phone.
  if (windowWidth < 320 || window.innerWidth > maxWidth || root.scrollWidth <= windowWidth + 1) return null;
  const name = (element: Element) =>
    element.tagName.toLowerCase() +
    [...element.classList]
      .slice(0, 2)
      .map((c) => `.${c}`)
      .join('');
  const sticksOut: string[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const box = element.getBoundingClientRect();
    // The deepest ones say most: a parent sticking out only because of its child is left out.
    const childOut = [...element.children].some((child) => child.getBoundingClientRect().right > windowWidth + 1);
    if (box.width > 0 && box.right > windowWidth + 1 && !childOut) {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      sticksOut.push(`${name(element)} right=${Math.round(box.right)} "${text}"`);
    }
  }
  return { path: location.pathname, window: windowWidth, page: root.scrollWidth, sticksOut: sticksOut.slice(0, 8) };
}

/** The watcher installed in every page of a context (top frame only: the studio's preview frame is scaled down). */
function watch(maxWidth: number, measureIn: typeof measure): void {
  if (window !== window.top) return;
  const probe = window as unknown as Probe;
  const measureNow = () => measureIn(maxWidth);
  probe.__sideways = [];
  let queued = false;
  const check = () => {
    queued = false;
    // A drawer sliding in or a fade is measured where it ends, not halfway.
    if (document.getAnimations().some((a) => a.playState === 'running' && a.effect?.getComputedTiming().endTime !== Infinity)) {
      queue();
      return;
    }
    const finding = measureNow();
    const found = probe.__sideways ?? [];
    if (finding && found.length < 5 && !found.some((f) => f.path === finding.path && f.page === finding.page))
      found.push(finding);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(() => requestAnimationFrame(check));
  };
  const start = () => {
    new MutationObserver(queue).observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
    window.addEventListener('resize', queue);
    queue();
  };
  if (document.documentElement) start();
  else document.addEventListener('DOMContentLoaded', start, { once: true });
}

/** Gives `context` the watcher; the harness does it for every context it opens. */
export async function watchSidewaysScroll(context: BrowserContext): Promise<void> {
  // Both functions go in as source: the init script is text, and they reach nothing outside themselves.
  await context.addInitScript(`(${watch.toString()})(${PHONE_MAX_WIDTH}, ${measure.toString()});`);
}

/** What the watcher noted on `page` since last asked (nothing for a page that is gone or never watched). */
export async function sidewaysFindings(page: Page): Promise<SidewaysFinding[]> {
  if (page.isClosed()) return [];
  return page
    .evaluate(() => {
      const probe = window as unknown as Probe;
      const found = probe.__sideways ?? [];
      probe.__sideways = [];
      return found;
    })
    .catch(() => []);
}

/** Asserts that `page`, as laid out now, does not scroll sideways when its window is a phone's. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const now = await page.evaluate(measure, PHONE_MAX_WIDTH);
  expect({ sideways: now }).toEqual({ sideways: null });
}

/** Every page of every watched context the harness opened, for the setup file's afterEach. */
export const watchedContexts = new Set<BrowserContext>();

/** Fails with what sticks out when any open page noted a sideways scroll. */
export async function expectNoPageScrolledSideways(): Promise<void> {
  const findings: SidewaysFinding[] = [];
  for (const context of watchedContexts) {
    for (const page of context.pages()) findings.push(...(await sidewaysFindings(page)));
  }
  expect({ sideways: findings }).toEqual({ sideways: [] });
}

/**
 * Runs in the page: the visible controls smaller than 44 x 44 px (WCAG's target size), by name, in
 * `scope` (a CSS selector) or the whole page. Links inside running text are left out, as WCAG does.
 */
export function smallTapTargets(scope: string | null): string[] {
  const root = scope ? document.querySelector(scope) : document.body;
  if (!root) return [];
  const small: string[] = [];
  for (const element of root.querySelectorAll(
    'a[href], button, input:not([type=hidden]), select, textarea, [role=button], summary',
  )) {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
    if (element.closest('.visually-hidden')) continue;
    if (element.matches('a') && style.display === 'inline') continue;
    // A radio, a checkbox or a file field is tapped through its label as well: either may be the target.
    const labelled = element.matches('input[type=radio], input[type=checkbox], input[type=file]');
    const targets = [element, ...(labelled ? [...((element as HTMLInputElement).labels ?? [])] : [])];
    const big = targets.some((target) => {
      const targetBox = target.getBoundingClientRect();
      return targetBox.width >= 44 && targetBox.height >= 44;
    });
    if (!big) {
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 30);
      small.push(`${element.tagName.toLowerCase()} "${label}" ${Math.round(box.width)}x${Math.round(box.height)}`);
    }
  }
  return small;
}
