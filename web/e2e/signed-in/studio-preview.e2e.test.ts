/**
 * The studio's preview after a save: it shows the new version where the person was reading, never
 * the not-found alert in between (the server only knows what was published; the demo catches up in
 * the frame a moment later) and never back at the top.
 */
import type { Page } from 'playwright-core';
import { sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { saved } from './studio-steps';

const session = sessionPerFile();
const NOT_FOUND = 'Nenhuma skin ou usuário correspondente foi encontrado.';

/** Notes, on every frame the browser paints, whether a visible preview frame shows the not-found alert. */
async function watchPreviewFrames(page: Page): Promise<void> {
  await page.evaluate((alert) => {
    const probe = window as unknown as { __previewFlashed?: boolean };
    probe.__previewFlashed = false;
    const look = () => {
      for (const frame of document.querySelectorAll<HTMLIFrameElement>('.studio-preview iframe')) {
        const shown = getComputedStyle(frame).visibility !== 'hidden' && getComputedStyle(frame).opacity !== '0';
        if (shown && frame.contentDocument?.body?.textContent?.includes(alert)) probe.__previewFlashed = true;
      }
      requestAnimationFrame(look);
    };
    look();
  }, NOT_FOUND);
}

/** The scroll position of the preview's visible frame's content area, once it shows `text`. */
async function previewScrollOnceShowing(page: Page, text: string): Promise<number> {
  const handle = await page.waitForFunction((wanted) => {
    const frames = [...document.querySelectorAll<HTMLIFrameElement>('.studio-preview iframe')];
    const shown = frames.find((frame) => getComputedStyle(frame).visibility !== 'hidden');
    const content = shown?.contentDocument?.querySelector('[data-region="content"]');
    return content && shown?.contentDocument?.body.textContent?.includes(wanted) ? { top: content.scrollTop } : false;
  }, text);
  return ((await handle.jsonValue()) as { top: number }).top;
}

describe('the studio preview after a save', () => {
  it('never flashes the not-found alert and keeps its scroll position', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins');
    const form = page.getByRole('form', { name: 'Cadastrar Nova Skin' });
    await form.getByRole('textbox', { name: 'Nome da skin' }).fill('designer');
    await form.getByRole('combobox', { name: 'Tema da skin' }).selectOption('CYBERPINK');
    await form.getByRole('radio', { name: /Portfólio de designer/ }).check();
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL((url) => url.pathname === '/designer/home');
    await page.goto('/menu/user-visitante/skins/designer/editar');
    await page.getByRole('heading', { level: 3, name: 'Prévia' }).waitFor();
    await watchPreviewFrames(page);

    const profile = page.getByRole('form', { name: 'Texto do perfil' });
    await profile.getByRole('textbox', { name: 'Texto do perfil' }).fill('Primeira versão do perfil');
    await profile.getByRole('button', { name: 'Salvar texto' }).click();
    await saved(page, 'Texto do perfil');
    await previewScrollOnceShowing(page, 'Primeira versão do perfil');
    const readingAt = await page.evaluate(() => {
      const frame = [...document.querySelectorAll<HTMLIFrameElement>('.studio-preview iframe')].find(
        (f) => getComputedStyle(f).visibility !== 'hidden',
      );
      const content = frame?.contentDocument?.querySelector('[data-region="content"]');
      content?.scrollTo({ top: 300, behavior: 'instant' });
      return content?.scrollTop ?? 0;
    });
    expect(readingAt).toBeGreaterThan(100);

    await profile.getByRole('textbox', { name: 'Texto do perfil' }).fill('Segunda versão do perfil');
    await profile.getByRole('button', { name: 'Salvar texto' }).click();
    await saved(page, 'Texto do perfil');
    const top = await previewScrollOnceShowing(page, 'Segunda versão do perfil');
    expect(await page.evaluate(() => (window as unknown as { __previewFlashed?: boolean }).__previewFlashed)).toBe(false);
    expect(Math.abs(top - readingAt)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });
});
