/**
 * Reading in full: a card opens over its page at its own address (from the grid, or that
 * address opened directly), Escape closes it and focus goes back to where it was; on a phone the
 * profile text, clamped to the card's measure, expands. Screenshots go to /tmp/card-*.png.
 */
import type { Page } from 'playwright-core';
import { seriousAxeFindings } from '../harness';
import { signInToSkin } from '../signed-in/signed-in-site';
import { startPublicSite, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

const ABRIGO_DESCRIPTION =
  'Plataforma feita em mutirão durante as enchentes de 2024 no Rio Grande do Sul: conecta abrigos, voluntários e pontos de coleta em tempo real, pensada para funcionar bem em qualquer celular. Em três semanas, o mapa reuniu mais de duzentos abrigos e levou doações aonde faltavam; hoje o código é aberto e serve de base para outras cidades.';

const shot = (page: Page, name: string) => page.screenshot({ path: `/tmp/card-${name}.png` });

/** What has focus, told by its accessible-ish name and whether it sits inside the open dialog. */
/**
 * React hands focus back in the dialog's effect clean-up, which runs just after the dialog has left
 * the DOM: wait until focus has left <body> before asking where it went.
 */
function focusSettles(page: Page) {
  return page.waitForFunction(() => document.activeElement !== null && document.activeElement !== document.body, undefined, {
    timeout: 5000,
  });
}

function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      tag: active?.tagName ?? '',
      text: active?.textContent?.trim() ?? '',
      id: active?.id ?? '',
      inDialog: Boolean(active?.closest('dialog[open]')),
    };
  });
}

describe('a card read in full', () => {
  it('opens from the grid as a modal dialog, keeps focus inside, and closes on Escape with focus back on its link', async () => {
    const { page, errors } = await site.open('/lab/projetos');
    const opener = page.getByRole('link', { name: 'Ler mais sobre Rede Abrigo RS' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Rede Abrigo RS' });
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/lab/projetos/card/card-rede-abrigo');
    expect(await focused(page)).toMatchObject({ text: '✕ Fechar', inDialog: true });
    expect(await dialog.getByText(ABRIGO_DESCRIPTION).isVisible()).toBe(true);
    const link = dialog.getByRole('link', { name: /\[ LINK \]/ });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(await link.getAttribute('target')).toBe('_blank');
    // The description is not clamped: all of it is laid out.
    expect(
      await dialog.getByText(ABRIGO_DESCRIPTION).evaluate((el) => el.scrollHeight <= (el as HTMLElement).clientHeight + 1),
    ).toBe(true);
    await page.waitForLoadState('networkidle');
    await shot(page, 'dialog-1280');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // The page behind is inert: however far the keyboard goes, it never lands on the page. Past the
    // last stop Chromium hands focus to its own UI (the document's body here) and then back in.
    const stops: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      const now = await focused(page);
      stops.push(now.inDialog ? now.text : now.tag);
    }
    const cycle = ['[ LINK ] de Rede Abrigo RS (abre em nova aba)', 'BODY', '✕ Fechar'];
    expect(stops).toEqual([...cycle, ...cycle]);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/lab/projetos');
    await focusSettles(page);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    // Closing stepped back: Back now leaves the page instead of reopening the card.
    expect(await page.evaluate(() => history.length)).toBe(3);
    expect(errors).toEqual([]);
  });

  it('closes with its button too, and opens from the keyboard', async () => {
    const { page } = await site.open('/lab/home');
    const opener = page.getByRole('link', { name: 'Ler mais sobre Café Pitanga' });
    await opener.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Café Pitanga' });
    await dialog.waitFor();
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/lab/home');
    await focusSettles(page);
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it.each([
    [390, 844],
    [1280, 800],
  ])('shows the card when its address is opened directly in a new page (%i px)', async (width, height) => {
    const { page, errors } = await site.open('/lab/projetos/card/card-rede-abrigo', { width, height });
    const dialog = page.getByRole('dialog', { name: 'Rede Abrigo RS' });
    await dialog.waitFor();
    await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor({ state: 'attached' });
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= width).toBe(true);
    await page.waitForLoadState('networkidle');
    await shot(page, `direct-${width}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/lab/projetos');
    await focusSettles(page);
    expect(await focused(page)).toMatchObject({ id: 'conteudo' });
    expect(errors).toEqual([]);
  });

  it('shows the page without a dialog for a card that is not there', async () => {
    const { page } = await site.open('/lab/projetos/card/nao-existe');
    await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
    await page.waitForURL('**/lab/projetos');
    expect(await page.getByRole('dialog').count()).toBe(0);
  });
});

describe('the grid', () => {
  it.each([
    [390, 844],
    [1280, 800],
  ])('keeps the cards at their measure with "Ler mais" inside them (%i px)', async (width, height) => {
    const { page } = await site.open('/sol/home', { width, height });
    const card = page.getByRole('article', { name: 'Girassóis' });
    const more = card.getByRole('link', { name: 'Ler mais sobre Girassóis' });
    await more.waitFor();
    const cardBox = await card.boundingBox();
    const moreBox = await more.boundingBox();
    expect(cardBox && Math.abs(cardBox.width - 275) <= 0.5 && Math.abs(cardBox.height - 444.95) <= 0.5).toBe(true);
    expect(cardBox && moreBox && moreBox.x + moreBox.width <= cardBox.x + cardBox.width).toBe(true);
    expect(cardBox && moreBox && moreBox.y + moreBox.height <= cardBox.y + cardBox.height).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    await shot(page, `grid-sunshine-${width}`);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });
});

describe('the profile text on a phone', () => {
  it('is clamped at 390 px and expands with "Ver mais"', async () => {
    const { page, errors } = await site.open('/lab/home', { width: 390, height: 844 });
    const profile = page.locator('[data-region="profile-card"]');
    const more = profile.getByRole('button', { name: 'Ver mais' });
    await more.waitFor();
    expect(await more.getAttribute('aria-expanded')).toBe('false');
    const bio = profile.locator('.profile-card__bio');
    const cut = () => bio.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(await cut()).toBe(true);
    // The button fits inside the card's measure, which stays the layout's 0.618 x width.
    const card = await profile.boundingBox();
    const button = await more.boundingBox();
    expect(card && Math.abs(card.height - 241.02)).toBeLessThanOrEqual(0.5);
    expect(card && button && button.y + button.height <= card.y + card.height).toBe(true);
    await page.waitForLoadState('networkidle');
    await shot(page, 'profile-390-collapsed');

    await more.click();
    const less = profile.getByRole('button', { name: 'Ver menos' });
    expect(await less.getAttribute('aria-expanded')).toBe('true');
    expect(await cut()).toBe(false);
    expect(await bio.isVisible()).toBe(true);
    await shot(page, 'profile-390-expanded');
    await less.click();
    expect(await cut()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('offers nothing to expand at 1280 px, where the text fits', async () => {
    const { page } = await site.open('/lab/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await page.locator('[data-region="profile-card"]').getByRole('button').count()).toBe(0);
    await page.waitForLoadState('networkidle');
    await shot(page, 'home-1280');
  });
});

describe('the first steps', () => {
  it('invite the signed-in user on their own empty skin to build it, and nobody else', async () => {
    const { page, errors } = await site.open('/', { width: 390, height: 844 });
    await signInToSkin(page, 'Visitante Teste');
    const build = page.getByRole('link', { name: 'Montar minha skin' });
    await build.waitFor();
    expect(await page.getByText(/Sua skin ainda está vazia/).isVisible()).toBe(true);
    expect(await build.getAttribute('href')).toBe('/menu/user-visitante/skins/visitante/editar');
    await page.waitForLoadState('networkidle');
    await shot(page, 'first-steps-390');
    const visitor = await site.open('/visitante/home');
    await visitor.page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    expect(await visitor.page.getByRole('link', { name: 'Montar minha skin' }).count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
