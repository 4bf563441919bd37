/**
 * The studio as a phone app: for a skin started from each model, and for a card holding a
 * 300-character unbroken word and a 300-character link, the studio fits 320, 360, 375 and 414 px
 * windows with no sideways scroll, every control at least 44 x 44 px, and the preview one tap away.
 * A row's actions that would not fit it sit in its "⋯" menu, which opens inside the window with
 * 44 px items and closes on Escape with focus back on "⋯". Screenshots at 375 and 1280 px in /tmp/shots.
 */
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll, PHONE_WIDTHS, smallTapTargets } from '../phone-width';
import { screenshot, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { addContainer, addPage, saved, startCard } from './studio-steps';

const session = sessionPerFile();
const LONG_WORD = 'Supercalifragilistico'.repeat(15);
const LONG_LINK = `https://exemplo.com/${'caminho-sem-fim'.repeat(19)}`.slice(0, 300);
const MODELS = [
  { skin: 'designer', model: /Portfólio de designer/ },
  { skin: 'dev', model: /Projetos de desenvolvedor/ },
  { skin: 'negocio', model: /Pequeno negócio de serviços/ },
];

async function createFromModel(page: Page, skin: string, model: RegExp): Promise<void> {
  await page.goto('/menu/user-visitante/skins');
  const form = page.getByRole('form', { name: 'Cadastrar Nova Skin' });
  await form.getByRole('textbox', { name: 'Nome da skin' }).fill(skin);
  await form.getByRole('combobox', { name: 'Tema da skin' }).selectOption('CYBERPINK');
  await form.getByRole('radio', { name: model }).check();
  await form.getByRole('button', { name: 'Cadastrar' }).click();
  await page.waitForURL((url) => url.pathname === `/${skin}/home`);
}

async function openStudio(page: Page, skin: string): Promise<void> {
  await page.goto(`/menu/user-visitante/skins/${skin}/editar`);
  await page.getByRole('heading', { level: 3, name: 'Prévia' }).waitFor();
}

/** At each phone width: no sideways scroll, no control under 44 px, and the preview reached with one tap. */
async function expectFitsPhones(page: Page, name: string): Promise<void> {
  for (const width of PHONE_WIDTHS) {
    await page.setViewportSize({ width, height: 800 });
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoSidewaysScroll(page);
    expect({ name, width, small: await page.evaluate(smallTapTargets, '.studio') }).toEqual({ name, width, small: [] });
    await page.getByRole('button', { name: 'Ir para a prévia' }).click();
    await page.waitForFunction(() => {
      const preview = document.querySelector('.studio-preview')?.getBoundingClientRect();
      return preview !== undefined && preview.top >= 0 && preview.top < window.innerHeight;
    });
  }
  await page.setViewportSize({ width: 375, height: 800 });
  await screenshot(page, `${name}-375`);
  await page.setViewportSize({ width: 1280, height: 860 });
  await screenshot(page, `${name}-1280`);
}

describe('the studio on a phone', () => {
  it('fits 320 to 414 px for a skin from each model, with 44 px targets and the preview one tap away', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    for (const { skin, model } of MODELS) {
      await createFromModel(page, skin, model);
      await openStudio(page, skin);
      await expectFitsPhones(page, `studio-phone-${skin}`);
    }
    expect(errors).toEqual([]);
  });

  it('fits 320 to 414 px with a card holding a 300-character unbroken word and link', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await openStudio(page, 'visitante');
    const containerForm = page.getByRole('form', { name: 'Novo container' });
    await containerForm.getByRole('textbox', { name: 'Título do container' }).fill(LONG_WORD.slice(0, 80));
    await containerForm.getByRole('button', { name: 'Criar container' }).click();
    await page.getByRole('button', { name: /^Novo card em / }).click();
    const card = page.getByRole('form', { name: /^Novo card em / });
    await card.getByRole('textbox', { name: 'Nome do card', exact: true }).fill(LONG_WORD.slice(0, 80));
    await card.getByRole('textbox', { name: 'Título', exact: true }).fill(LONG_WORD.slice(0, 120));
    await card.getByRole('textbox', { name: 'Descrição', exact: true }).fill(`${LONG_WORD} ${LONG_LINK}`);
    await card.getByRole('textbox', { name: 'Link externo', exact: true }).fill(LONG_LINK);
    await card.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, `Novo card ${LONG_WORD.slice(0, 40)}…`);
    await expectFitsPhones(page, 'studio-phone-long-word');

    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto('/visitante/home');
    await page
      .locator('[data-region="card"]')
      .filter({ hasText: LONG_WORD.slice(0, 40) })
      .waitFor();
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'studio-phone-long-word-visitor-320');
    expect(errors).toEqual([]);
  });

  it('leaves an invalid field the form scrolls to below the sticky header, on a phone', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await page.setViewportSize({ width: 375, height: 640 });
    await page.goto('/menu/user-visitante/skins');
    const form = page.getByRole('form', { name: 'Cadastrar Nova Skin' });
    await form.getByRole('textbox', { name: 'Nome da skin' }).fill('sem-tema');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    const theme = form.getByRole('combobox', { name: 'Tema da skin' });
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-invalid') === 'true');
    const [fieldTop, headerBottom] = await theme.evaluate((field) => [
      field.getBoundingClientRect().top,
      document.querySelector('.menu-header')?.getBoundingClientRect().bottom ?? 0,
    ]);
    expect(fieldTop).toBeGreaterThanOrEqual(headerBottom);
  });

  it('opens each row’s "⋯" inside the window at 320 to 414 px, with 44 px items, and Escape gives focus back', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await openStudio(page, 'visitante');
    await addPage(page, 'portfolio');
    await addContainer(page, 'Trabalhos');
    const card = await startCard(page, 'Trabalhos', { name: 'Cartaz', title: 'Cartaz da feira', description: 'Serigrafia.' });
    await card.getByRole('button', { name: 'Salvar card' }).click();
    await saved(page, 'Novo card Cartaz da feira');
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const row of ['portfolio', 'Trabalhos', 'Cartaz da feira']) {
        const more = page.getByRole('button', { name: `Mais ações: ${row}` });
        await more.click();
        const menu = page.getByRole('menu', { name: `Ações de ${row}` });
        await menu.waitFor();
        const box = (await menu.boundingBox())!;
        expect({ width, row, left: box.x >= 0, right: box.x + box.width <= width }).toEqual({
          width,
          row,
          left: true,
          right: true,
        });
        expect({ width, row, small: await page.evaluate(smallTapTargets, '.studio-more__menu') }).toEqual({
          width,
          row,
          small: [],
        });
        await expectNoSidewaysScroll(page);
        if (width === 375 && row === 'Trabalhos') await screenshot(page, 'studio-phone-more-menu-375', { fullPage: false });
        await page.keyboard.press('Escape');
        await menu.waitFor({ state: 'detached' });
        expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
      }
    }
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.getByRole('button', { name: 'Mais ações: Trabalhos' }).click();
    await screenshot(page, 'studio-phone-more-menu-1280', { fullPage: false });
    expect(errors).toEqual([]);
  });
});
