/**
 * A visitor going through a gallery with the keyboard on a creator's page, written once for the demo
 * build (gallery.e2e.test.ts) and for the Firebase build on the Emulator Suite (emulators/growth-kit).
 */
import type { Locator, Page } from 'playwright-core';
import { expectNoSidewaysScroll } from '../phone-width';

export async function fitsPhones(page: Page): Promise<void> {
  for (const width of [320, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await expectNoSidewaysScroll(page);
  }
}

/** The place of the focused gallery tile among the page's tiles, or -1 (evaluated in the page). */
export function focusedTile(): number {
  return [...document.querySelectorAll('.gallery__tile')].indexOf(document.activeElement as Element);
}

/** Presses Tab until a gallery tile has the focus, as a keyboard user reaches it. */
export async function tabToTile(page: Page): Promise<void> {
  for (let presses = 0; presses < 60; presses += 1) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.classList.contains('gallery__tile') ?? false)) return;
  }
  throw new Error('Tab never reached a gallery tile');
}

/** From the top of the page: Tab to the first tile, Enter; the viewer shows picture 1 of `total`. */
export async function opensViewerWithKeyboard(page: Page, total: number, caption: string): Promise<Locator> {
  await page.locator('body').focus();
  await tabToTile(page);
  // The grid's code is in (the first key fetched it): Enter is the app's, not lost on the server's markup.
  await page.locator('.gallery__grid[data-ready]').waitFor();
  expect(await page.evaluate(focusedTile)).toBe(0);
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Imagem ampliada' });
  await viewer.getByText(`1 de ${total}`).waitFor();
  await expect(viewer.locator('figcaption').textContent()).resolves.toBe(caption);
  return viewer;
}

/** ArrowRight: the viewer goes on to picture `at` of `total`. */
export async function goesOnWithArrowRight(page: Page, viewer: Locator, at: number, total: number, caption: string) {
  await page.keyboard.press('ArrowRight');
  await viewer.getByText(`${at} de ${total}`).waitFor();
  await expect(viewer.locator('figcaption').textContent()).resolves.toBe(caption);
}

/** Escape closes the viewer and gives the focus back to the first tile. */
export async function closesWithEscape(page: Page, viewer: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  expect(await page.evaluate(focusedTile)).toBe(0);
}
