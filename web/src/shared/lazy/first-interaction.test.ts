import { firstInteraction } from './first-interaction';

/** Whether the promise has settled by the time the microtasks already queued have run. */
async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => {
    done = true;
  });
  await Promise.resolve();
  await Promise.resolve();
  return done;
}

describe('code wanted at the first interaction', () => {
  it('waits while the visitor only reads', async () => {
    expect(await settled(firstInteraction(() => false))).toBe(false);
  });

  it.each(['pointerdown', 'touchstart', 'keydown', 'focusin', 'wheel'])(
    'comes at the first %s anywhere on the page',
    async (type) => {
      const wanted = firstInteraction(() => false);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      expect(await settled(wanted)).toBe(true);
    },
  );

  it('comes at once when it is needed now (a kept draft, a page the app draws itself)', async () => {
    expect(await settled(firstInteraction(() => true))).toBe(true);
  });

  it('comes at once after a touch made before the app had started (the page only marked it)', async () => {
    const page = document.implementation.createHTMLDocument('skin');
    expect(await settled(firstInteraction(() => false, page))).toBe(false);
    page.documentElement.setAttribute('data-interacted', '');
    expect(await settled(firstInteraction(() => false, page))).toBe(true);
  });
});
