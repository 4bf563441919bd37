/**
 * Her gallery on the demo build: she makes a Galeria with three pictures (sent from the device and
 * described), saves it, and on her public page a visitor reaches a tile with Tab, opens the viewer
 * with Enter, goes on with ArrowRight and closes it with Escape, the focus back on the tile. The
 * studio, the page and the viewer fit 320 and 375 px with no sideways scroll. Screenshots of the
 * gallery and the viewer at 375 and 1280 px in SHOTS_DIR (gallery-*.png).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOTS_DIR } from '../harness';
import { closesWithEscape, fitsPhones, goesOnWithArrowRight, opensViewerWithKeyboard } from './gallery-flow';
import { screenshot, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { saved, uploaded } from './studio-steps';

const session = sessionPerFile();
const PNG = readFileSync(join(__dirname, 'studio-card.png'));
const PICTURES = ['praia', 'retrato', 'ateliê'];

describe('her gallery', () => {
  it('made in the studio with three pictures, opened, gone through and closed with the keyboard on her page', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins/visitante/editar');
    await page.getByRole('heading', { level: 3, name: 'Prévia' }).waitFor();

    const newContainer = page.getByRole('form', { name: 'Novo container' });
    await newContainer.getByRole('radio', { name: 'Galeria' }).check();
    await newContainer.getByRole('textbox', { name: 'Título do container' }).fill('Trabalhos');
    await newContainer.getByRole('button', { name: 'Criar container' }).click();
    await saved(page, 'Nova galeria Trabalhos');

    const editor = page.getByRole('form', { name: 'Imagens da galeria Trabalhos' });
    await editor
      .getByLabel('Adicionar imagens do dispositivo')
      .setInputFiles(PICTURES.map((name) => ({ name: `${name}.png`, mimeType: 'image/png', buffer: PNG })));
    await uploaded(page, `${PICTURES[2]}.png`, 20000);
    for (const [i, name] of PICTURES.entries()) {
      await editor.getByRole('textbox', { name: `Descrição da imagem ${i + 1}` }).fill(`Foto ${name}`);
    }
    await editor.getByRole('button', { name: 'Salvar galeria' }).click();
    await saved(page, 'Galeria Trabalhos');
    await fitsPhones(page);
    await page.setViewportSize({ width: 375, height: 800 });
    // The editor at the top of the window, below the studio's sticky header.
    await editor.evaluate((form) => window.scrollBy(0, form.getBoundingClientRect().top - 140));
    await page.screenshot({ path: join(SHOTS_DIR, 'gallery-editor-375.png') });

    await page.goto('/visitante/home');
    const grid = page.locator('.gallery__grid');
    await grid.waitFor();
    await fitsPhones(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await grid.scrollIntoViewIfNeeded();
    await screenshot(page, 'gallery-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'gallery-1280');
    await page.setViewportSize({ width: 375, height: 800 });

    const viewer = await opensViewerWithKeyboard(page, 3, 'Foto praia');
    await goesOnWithArrowRight(page, viewer, 2, 3, 'Foto retrato');
    await fitsPhones(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'gallery-viewer-375', { fullPage: false });
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'gallery-viewer-1280', { fullPage: false });

    await closesWithEscape(page, viewer);
    expect(errors).toEqual([]);
  });
});
