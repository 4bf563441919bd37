/**
 * Her clients' quotes: a Depoimentos container, its link, a visitor's quote sent through it and her
 * approval, written once for the demo build (testimonials.e2e.test.ts) and for the Firebase build on
 * the Emulator Suite (emulators/growth-kit).
 */
import type { Page } from 'playwright-core';
import { saved } from './studio-steps';

export const QUOTE = 'Entregou o site antes do prazo e explicou cada passo. Recomendo!';
export const HERS = 'Atenciosa do começo ao fim.';
export const CLIENT = { name: 'Joana Lima', role: 'Padaria Pão Quente' };

/** In her studio: a Depoimentos container titled `title`, with one quote she writes herself (HERS). */
export async function sheAddsTestimonials(her: Page, title: string): Promise<void> {
  const newContainer = her.getByRole('form', { name: 'Novo container' });
  await newContainer.getByRole('radio', { name: 'Depoimentos' }).check({ timeout: 20000 });
  await newContainer.getByRole('textbox', { name: 'Título do container' }).fill(title);
  await newContainer.getByRole('button', { name: 'Criar container' }).click();
  await saved(her, `Novos depoimentos ${title}`, 20000);
  const editor = her.getByRole('form', { name: `Depoimentos ${title}` });
  await editor.getByRole('button', { name: 'Adicionar depoimento' }).click();
  await editor.getByRole('textbox', { name: 'Depoimento' }).fill(HERS);
  await editor.getByRole('textbox', { name: 'Nome' }).fill('Rui Campos');
  await editor.getByRole('button', { name: 'Salvar depoimentos' }).click();
  await saved(her, `Depoimentos ${title}`, 20000);
}

/** "Pedir depoimento": the link she shares, secret after the #. */
export async function sheAsksForATestimonial(her: Page): Promise<string> {
  await her.getByRole('button', { name: 'Pedir depoimento' }).click();
  const link = (await her.getByTestId('testimonial-link').textContent({ timeout: 20000 })) ?? '';
  expect(link).toMatch(/\/depoimento\/[^#]+#.+/);
  return link;
}

/** The visitor opens her link and fills the form (QUOTE, as CLIENT), for `nome`, the name her page shows. */
export async function visitorFillsQuote(visitor: Page, link: string, nome: string): Promise<void> {
  await visitor.goto(new URL(link).pathname + new URL(link).hash);
  await visitor.getByRole('heading', { name: `Deixe um depoimento para ${nome}` }).waitFor({ timeout: 20000 });
  await visitor.getByRole('textbox', { name: 'Seu depoimento' }).fill(QUOTE);
  await visitor.getByRole('textbox', { name: 'Seu nome' }).fill(CLIENT.name);
  await visitor.getByRole('textbox', { name: 'Cargo ou empresa' }).fill(CLIENT.role);
  await visitor.getByRole('checkbox', { name: new RegExp(`^Autorizo ${nome} `) }).check();
}

export async function visitorSends(visitor: Page): Promise<void> {
  await visitor.getByRole('button', { name: 'Enviar depoimento' }).click();
  await visitor.getByRole('heading', { name: 'Obrigado!' }).waitFor({ timeout: 20000 });
}

/** The quotes her page at `path` shows in the container `title`, read once the page drew her own. */
export async function publicQuotes(page: Page, path: string, title: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('region', { name: title }).locator('blockquote').first().waitFor({ timeout: 20000 });
  return page.getByRole('region', { name: title }).locator('blockquote').allTextContents();
}

/** Her editor lists `count` quotes waiting for her approval. */
export async function sheSeesPending(her: Page, count: number): Promise<void> {
  await her.getByRole('heading', { name: `Aguardando aprovação (${count})` }).waitFor({ timeout: 20000 });
}

export async function sheApproves(her: Page): Promise<void> {
  await her.getByRole('button', { name: `Aprovar depoimento de ${CLIENT.name}` }).click();
  await saved(her, 'Depoimento aprovado', 20000);
  await sheSeesPending(her, 0);
}
