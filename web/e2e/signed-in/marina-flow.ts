/**
 * Marina's first ten minutes as she lives them on a 375 px phone, written once for the demo build and
 * for the Firebase build on the Emulator Suite: a brand-new account, her name making /marina-souza, a
 * model to start from, a card with a photo and a link typed as "behance.net/marina", a page "Sobre
 * mim" with a contact form; then a visitor, signed out in a browser of their own, writes to her, and
 * she reads it in CONTATOS. Each step is a person's taps and typing, counted, and timed with the test
 * clock for the report only (no timing decides anything); after every step the page must not scroll
 * sideways.
 */
import { join } from 'node:path';
import { MESSAGES } from '@lab/domain/kernel';
import type { Locator, Page } from 'playwright-core';
import { expectNoSidewaysScroll } from '../phone-width';
import { storageKeys } from './signed-in-site';
import { refused, saved, uploaded } from './studio-steps';

export const PHONE = { width: 375, height: 812 };
export const MARINA = { name: 'Marina Souza', skin: 'marina-souza' };

/** Who signs up: her name, and the address it makes. Suites sharing one Emulator Suite each take their own. */
export interface Creator {
  name: string;
  skin: string;
}
export const VISITOR = {
  name: 'Paula Reis',
  email: 'joana.lima@example.com',
  message: 'Oi, Marina! Quero uma identidade visual para a minha padaria.',
};
const PHOTO = join(__dirname, 'studio-card.png');

/** What a backend changes in the flow. */
export interface Backend {
  /** false where Storage cannot run (the Emulator Suite): the photo is refused in the app's words instead. */
  uploads: boolean;
}

interface Row {
  step: string;
  actions: number;
  ms: number;
}

/** The person's own actions, counted per step, and each step's time on the test clock. */
export class Stopwatch {
  readonly rows: Row[] = [];
  private actions = 0;

  async tap(target: Locator): Promise<void> {
    this.actions += 1;
    await target.click();
  }

  async type(target: Locator, text: string): Promise<void> {
    this.actions += 1;
    await target.pressSequentially(text);
  }

  /** Opens an address (a link she was sent, or one typed in). */
  async open(page: Page, path: string): Promise<void> {
    this.actions += 1;
    await page.goto(path);
  }

  async choose(target: Locator, file: string): Promise<void> {
    this.actions += 1;
    await target.setInputFiles(file);
  }

  /** One step on `page`: its actions, then the phone-width check (no sideways scroll) where it ended. */
  async step(page: Page, step: string, run: () => Promise<void>): Promise<void> {
    this.actions = 0;
    const started = performance.now();
    await run();
    this.rows.push({ step, actions: this.actions, ms: Math.round(performance.now() - started) });
    await expectNoSidewaysScroll(page);
  }

  /** The table for the report: step, the person's actions, ms; and the totals. */
  table(title: string): string {
    const total = this.rows.reduce((sum, row) => ({ actions: sum.actions + row.actions, ms: sum.ms + row.ms }), {
      actions: 0,
      ms: 0,
    });
    const lines = [...this.rows, { step: 'TOTAL', ...total }].map(
      (row) => `| ${row.step.padEnd(44)} | ${String(row.actions).padStart(7)} | ${String(row.ms).padStart(6)} |`,
    );
    return [title, `| ${'passo'.padEnd(44)} | ${'ações'.padStart(7)} | ${'ms'.padStart(6)} |`, ...lines].join('\n');
  }
}

/** From "Entrar com Google" to her studio at /marina-souza; returns the address the first sign-in drew. */
export async function marinaStarts(page: Page, clock: Stopwatch, who: Creator = MARINA): Promise<string> {
  let drawn = '';
  await page.goto('/');
  // The login screen fades in after 2 s: that wait is the site's, before her first tap.
  await page.getByRole('button', { name: 'Entrar com Google' }).waitFor({ timeout: 15000 });
  await clock.step(page, 'Entrar com "Nova conta"', async () => {
    await clock.tap(page.getByRole('button', { name: 'Entrar com Google' }));
    await clock.tap(
      page.getByRole('dialog', { name: 'Escolha uma conta' }).getByRole('button', { name: 'Nova conta', exact: true }),
    );
    await page.getByRole('heading', { name: 'Como você quer aparecer?' }).waitFor({ timeout: 30000 });
    drawn = (await storageKeys(page)).skinLogadoUser ?? '';
  });
  await clock.step(page, 'Digitar "Marina Souza"', async () => {
    await clock.type(page.getByLabel('Seu nome'), who.name);
    await page.getByText('Disponível.').waitFor({ timeout: 20000 });
    expect(await page.getByLabel('Endereço da sua página').inputValue()).toBe(who.skin);
  });
  await clock.step(page, 'Continuar', async () => {
    await clock.tap(page.getByRole('button', { name: 'Continuar' }));
    await page.getByRole('heading', { name: 'Por onde começar?' }).waitFor();
  });
  await clock.step(page, 'Escolher "Portfólio de designer" e criar', async () => {
    await clock.tap(page.getByRole('radio', { name: /Portfólio de designer/ }));
    await clock.tap(page.getByRole('button', { name: 'Criar minha página' }));
    await page.waitForURL(new RegExp(`/skins/${who.skin}/editar$`), { timeout: 30000 });
    await page.getByRole('region', { name: /Primeiros passos/ }).waitFor({ timeout: 20000 });
  });
  return drawn;
}

/** A card in "Destaques" with a photo (or, without Storage, the app's refusal of it) and her Behance link. */
export async function marinaAddsACard(page: Page, clock: Stopwatch, backend: Backend): Promise<void> {
  const card = page.getByRole('form', { name: 'Novo card em Destaques' });
  await clock.step(page, 'Novo card em Destaques: nome e título', async () => {
    await clock.tap(page.getByRole('button', { name: 'Novo card em Destaques' }));
    await clock.type(card.getByRole('textbox', { name: 'Nome do card', exact: true }), 'Café');
    await clock.type(card.getByRole('textbox', { name: 'Título', exact: true }), 'Marca de um café');
  });
  await clock.step(page, 'Foto do card', async () => {
    await clock.choose(card.getByLabel('Enviar imagem do dispositivo'), PHOTO);
    // No Storage emulator: the photo is refused in the app's words, and the card is saved without it.
    if (backend.uploads) await uploaded(page, 'studio-card.png', 20000);
    else await refused(page, MESSAGES.imagesUnavailable);
  });
  await clock.step(page, 'Link "behance.net/marina" e Salvar card', async () => {
    const link = card.getByRole('textbox', { name: 'Link externo' });
    await clock.type(link, 'behance.net/marina');
    await clock.tap(card.getByRole('button', { name: 'Salvar card' }));
    await saved(page, 'Novo card Marca de um café', 20000);
  });
}

/** The page "Sobre mim" (at /sobre-mim) and a contact form on it. */
export async function marinaAddsAPageAndAForm(page: Page, clock: Stopwatch, who: Creator = MARINA): Promise<void> {
  await clock.step(page, 'Nova página "Sobre mim"', async () => {
    const form = page.getByRole('form', { name: 'Nova página' });
    await clock.type(form.getByRole('textbox', { name: 'Nome da página' }), 'Sobre mim');
    await clock.tap(form.getByRole('button', { name: 'Criar página' }));
    await saved(page, 'Nova página Sobre mim', 20000);
    await page.getByRole('list', { name: 'Páginas' }).getByText(`/${who.skin}/sobre-mim`).waitFor();
  });
  await clock.step(page, 'Formulário de contato em "Sobre mim"', async () => {
    const form = page.getByRole('form', { name: 'Novo container' });
    await clock.tap(form.getByRole('radio', { name: 'Formulário de contato' }));
    await clock.type(form.getByRole('textbox', { name: 'Título do container' }), 'Fale comigo');
    await clock.tap(form.getByRole('button', { name: 'Criar container' }));
    await saved(page, 'Novo formulário de contato Fale comigo', 20000);
  });
}

/** A visitor, signed out in a browser of their own, opens her page and writes to her on "Sobre mim". */
export async function visitorWrites(visitor: Page, clock: Stopwatch): Promise<void> {
  await clock.step(visitor, 'Visitante abre /marina-souza', async () => {
    await clock.open(visitor, `/${MARINA.skin}`);
    // Her name, as she typed it, is the heading of her page.
    await visitor.getByRole('heading', { name: MARINA.name, exact: true }).waitFor({ timeout: 20000 });
  });
  await clock.step(visitor, 'Visitante toca em "Sobre mim"', async () => {
    await clock.tap(visitor.getByRole('link', { name: 'Sobre mim' }));
    await visitor.waitForURL((url) => url.pathname === `/${MARINA.skin}/sobre-mim`);
  });
  await clock.step(visitor, 'Visitante escreve e envia', async () => {
    const form = visitor.getByRole('form', { name: 'Como posso ajudar?' });
    await clock.type(form.getByRole('textbox', { name: 'Seu nome (opcional)' }), VISITOR.name);
    await clock.type(form.getByRole('textbox', { name: 'E-mail' }), VISITOR.email);
    await clock.type(form.getByRole('textbox', { name: 'Mensagem' }), VISITOR.message);
    await clock.tap(form.getByRole('button', { name: 'ENVIAR' }));
    await visitor.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor({ timeout: 20000 });
  });
}

/** Marina, on her page, opens CONTATOS and the visitor's message. */
export async function marinaReads(page: Page, clock: Stopwatch): Promise<void> {
  await clock.step(page, 'Marina abre CONTATOS', async () => {
    // From her page: its menu glyph, then the drawer's CONTATOS.
    await clock.tap(page.getByRole('link', { name: 'Abrir menu' }));
    await clock.tap(page.getByRole('button', { name: 'Abrir menu' }));
    await clock.tap(page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'CONTATOS', exact: true }));
    const row = page.getByRole('list', { name: 'Contatos' }).getByRole('listitem').filter({ hasText: VISITOR.email });
    await row.getByText('1 mensagem não lida').waitFor({ timeout: 20000 });
  });
  await clock.step(page, 'Marina abre a mensagem', async () => {
    await clock.tap(page.getByRole('link', { name: `Abrir a conversa mais recente com ${VISITOR.email}` }));
    await page.getByRole('list', { name: 'Mensagens' }).getByText(VISITOR.message).waitFor({ timeout: 20000 });
    // The name the visitor gave reaches her with the message.
    await page.locator('.visitor-details__name').filter({ hasText: VISITOR.name }).first().waitFor({ timeout: 20000 });
  });
}
