/**
 * The studio's steps as a person takes them, shared by the browser suites on the demo and on the
 * emulators, so a flow is written once and run on both backends.
 */
import type { Locator, Page } from 'playwright-core';

const status = (page: Page) => page.getByRole('status', { name: 'Salvamento' });

/** Waits until the status line says `what` was saved (anchored: "Não salvo: ..." holds the same words). */
export async function saved(page: Page, what: string, timeout = 10000): Promise<void> {
  const escaped = what.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  await status(page)
    .filter({ hasText: new RegExp(`^Salvo: ${escaped}\\.$`) })
    .waitFor({ timeout });
}

/** Waits until the status line says a picture was sent (it is on the skin only once its form is saved). */
export async function uploaded(page: Page, fileName: string, timeout = 10000): Promise<void> {
  await status(page)
    .filter({ hasText: `Imagem enviada: ${fileName}.` })
    .waitFor({ timeout });
}

/** Waits until the status line says the change was refused, with `reason`. */
export async function refused(page: Page, reason: string, timeout = 20000): Promise<void> {
  await status(page).filter({ hasText: reason }).waitFor({ timeout });
}

export async function addPage(page: Page, slug: string, timeout?: number): Promise<void> {
  const form = page.getByRole('form', { name: 'Nova página' });
  await form.getByRole('textbox', { name: 'Nome da página' }).fill(slug);
  await form.getByRole('button', { name: 'Criar página' }).click();
  await saved(page, `Nova página ${slug}`, timeout);
}

export async function addContainer(page: Page, title: string, timeout?: number): Promise<void> {
  const form = page.getByRole('form', { name: 'Novo container' });
  await form.getByRole('textbox', { name: 'Título do container' }).fill(title);
  await form.getByRole('button', { name: 'Criar container' }).click();
  await saved(page, `Novo container ${title}`, timeout);
}

/** Opens a new card's form in `container` and fills its name, title and description; returns the form. */
export async function startCard(
  page: Page,
  container: string,
  fields: { name: string; title: string; description: string },
): Promise<Locator> {
  await page.getByRole('button', { name: `Novo card em ${container}` }).click();
  const card = page.getByRole('form', { name: `Novo card em ${container}` });
  await card.getByRole('textbox', { name: 'Nome do card', exact: true }).fill(fields.name);
  await card.getByRole('textbox', { name: 'Título', exact: true }).fill(fields.title);
  await card.getByRole('textbox', { name: 'Descrição', exact: true }).fill(fields.description);
  return card;
}
