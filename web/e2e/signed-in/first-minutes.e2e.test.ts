/**
 * A creator's first minutes on a 375 px phone, on the demo's production build: "Nova conta", her
 * name "Marina Souza" making /marina-souza, a model to start from, a card whose link she types as
 * "behance.net/marina" and a page "Sobre mim"; her page then has her name as its heading, nothing is
 * left at the drawn `User…` address, and no screen scrolls sideways. The new screens are also shot
 * at 1280 px.
 */
import type { Page } from 'playwright-core';
import { screenshot, sessionPerFile, signIn, storageKeys, watchPageErrors } from './signed-in-site';
import { addContainer, addPage, saved, startCard } from './studio-steps';

const session = sessionPerFile();
const PHONE = { width: 375, height: 812 };

async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

async function nameStep(page: Page): Promise<string> {
  await signIn(page, 'Nova conta');
  await page.waitForURL(/\/menu\/[^/]+\/primeiros-passos$/, { timeout: 20000 });
  await page.getByRole('heading', { name: 'Como você quer aparecer?' }).waitFor({ timeout: 15000 });
  return (await storageKeys(page)).skinLogadoUser ?? '';
}

async function typeName(page: Page, name: string): Promise<void> {
  await page.getByLabel('Seu nome').pressSequentially(name);
  await page.getByText('Disponível.').waitFor({ timeout: 15000 });
}

describe('a creator’s first minutes', () => {
  it('on a phone: her name makes /marina-souza, a model starts it, and her page carries her name', async () => {
    const context = await session.newContext({ viewport: PHONE });
    const page = await context.newPage();
    const errors = watchPageErrors(page);
    const drawn = await nameStep(page);
    expect(drawn).toMatch(/^User\d+$/);
    expect(await page.getByText('De 2 a 30 caracteres: letras sem acento, números, "-" ou "_".').isVisible()).toBe(true);

    await typeName(page, 'Marina Souza');
    expect(await page.getByLabel('Endereço da sua página').inputValue()).toBe('marina-souza');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'first-minutes-name-375');

    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Por onde começar?' }).waitFor();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'first-minutes-start-375');
    await page.getByRole('radio', { name: /Portfólio de designer/ }).check();
    await page.getByRole('button', { name: 'Criar minha página' }).click();

    await page.waitForURL(/\/menu\/[^/]+\/skins\/marina-souza\/editar$/, { timeout: 20000 });
    const checklist = page.getByRole('region', { name: /Primeiros passos/ });
    await checklist.waitFor({ timeout: 15000 });
    // The checklist fits the phone; the studio's own panels are laid out for phones separately.
    expect((await checklist.boundingBox())!.width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'first-minutes-studio-375', { fullPage: false });

    await addContainer(page, 'Trabalhos', 20000);
    const card = await startCard(page, 'Trabalhos', {
      name: 'marca',
      title: 'Identidade visual',
      description: 'Marca de um café.',
    });
    const link = card.getByRole('textbox', { name: 'Link externo' });
    await link.fill('behance.net/marina');
    await link.press('Tab');
    expect(await link.inputValue()).toBe('https://behance.net/marina');
    await card.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, 'Novo card Identidade visual', 20000);
    await addPage(page, 'Sobre mim', 20000);

    // The demo's server renders the seed alone: her new page is read by the app from the browser's data.
    await page.goto('/marina-souza');
    await page.locator('.profile-card__name').filter({ hasText: 'Marina Souza' }).waitFor({ timeout: 15000 });
    // The app draws her skin after the server's "not found", then names the tab after her.
    await page.waitForFunction(() => document.title.includes('Marina Souza'));
    expect(await page.locator('a[href="https://behance.net/marina"]').count()).toBeGreaterThan(0);
    expect(await page.getByRole('link', { name: 'Sobre mim' }).getAttribute('href')).toBe('/marina-souza/sobre-mim');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'first-minutes-public-375');

    await page.goto('/marina-souza/sobre-mim');
    await page.getByRole('heading', { level: 1, name: 'Sobre mim' }).waitFor();

    // Nothing of hers is left at the address the first sign-in drew.
    await page.goto(`/${drawn}`);
    await page.getByText('Nenhuma skin ou usuário correspondente foi encontrado.').waitFor({ timeout: 15000 });
    expect(errors).toEqual([]);
  });

  it('at 1280 px, the same screens read in one column, with the pictures side by side', async () => {
    const context = await session.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await nameStep(page);
    await page.getByLabel('Seu nome').pressSequentially('Visitante');
    await page.getByRole('button', { name: 'Usar visitante-2' }).waitFor({ timeout: 15000 });
    await screenshot(page, 'first-minutes-name-taken-1280');
    await page.getByRole('button', { name: 'Usar visitante-2' }).click();
    await page.getByText('Disponível.').waitFor({ timeout: 15000 });
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { name: 'Por onde começar?' }).waitFor();
    await screenshot(page, 'first-minutes-start-1280');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(1280);
  });
});
