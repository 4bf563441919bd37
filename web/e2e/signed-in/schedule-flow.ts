/**
 * A card on a schedule as she makes it in the studio, written once for the demo build
 * (schedule.e2e.test.ts) and for the Firebase build on the Emulator Suite (emulators/growth-kit).
 */
import type { Locator, Page } from 'playwright-core';
import { saved } from './studio-steps';

/** A day from now, as a datetime-local input holds it in the browser's own zone. */
export const tomorrowInput = (page: Page) =>
  page.evaluate(() => {
    const d = new Date(Date.now() + 24 * 3_600_000);
    const two = (n: number) => String(n).padStart(2, '0');
    return `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())}T${two(d.getHours())}:${two(d.getMinutes())}`;
  });

/** A card named `name` in `container`, its dates set by `dates` on the open form before it is saved. */
export async function addCard(
  page: Page,
  container: string,
  name: string,
  dates: (form: Locator) => Promise<void> = async () => {},
  timeout?: number,
): Promise<void> {
  await page.getByRole('button', { name: `Novo card em ${container}` }).click();
  const form = page.getByRole('form', { name: `Novo card em ${container}` });
  await form.getByRole('textbox', { name: 'Nome do card' }).fill(name);
  await dates(form);
  await form.getByRole('button', { name: 'Salvar card' }).click();
  await saved(page, `Novo card ${name}`, timeout);
}

/** "Mostrar a partir de" set to a day from now. */
export const fromTomorrow = (page: Page) => async (form: Locator) => {
  await form.getByLabel('Mostrar a partir de').fill(await tomorrowInput(page));
};

/** The studio's list of `container`'s cards. */
export const studioCards = (page: Page, container: string) => page.getByRole('list', { name: `Cards de ${container}` });

/** The "agendado" badge on the studio's row of the card `name`. */
export const scheduledBadge = (page: Page, container: string, name: string) =>
  studioCards(page, container).getByRole('listitem').filter({ hasText: name }).getByText('agendado');
