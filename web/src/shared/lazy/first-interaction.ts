/** What a person does first on a page: a touch, a click, a key, a focus moved. */
const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'] as const;

/**
 * Set on <html> at the first interaction by the prerendered page's starter (app/paint-first.ts), which
 * runs before the app and may import nothing: a tap on her services before the app has started is
 * kept, instead of lost (paint-first.test.ts holds the two to one name).
 */
const INTERACTED = 'data-interacted';

/**
 * Resolves at the page's first interaction, or at once when `now()` says so. For code a page shows
 * the server's markup of but needs only once someone reaches for it (a form): a visitor who only
 * reads downloads none of it, and the first touch, well before a field can be filled in, fetches it.
 */
export function firstInteraction(now: () => boolean, target: Document = document): Promise<void> {
  if (now() || target.documentElement.hasAttribute(INTERACTED)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      for (const type of INTERACTIONS) target.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of INTERACTIONS) target.addEventListener(type, done, { capture: true, passive: true });
  });
}
