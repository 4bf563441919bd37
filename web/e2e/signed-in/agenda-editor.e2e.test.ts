/**
 * Her agenda in the studio on the demo build: added to the home page, a service renamed and saved;
 * the editor fits 320 to 414 px with no sideways scroll and 44 px targets. Screenshots of the editor
 * at 375 and 1280 px in /tmp/shots (agenda-editor-375.png, agenda-editor-1280.png).
 */
import { join } from 'node:path';
import { SHOTS_DIR } from '../harness';
import { expectNoSidewaysScroll, PHONE_WIDTHS, smallTapTargets } from '../phone-width';
import { sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import { saved } from './studio-steps';

const session = sessionPerFile();

describe('her agenda in the studio', () => {
  it('is added, edited and saved, and its editor fits a phone', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await page.goto('/menu/user-visitante/skins/visitante/editar');
    await page.getByRole('heading', { level: 3, name: 'Prévia' }).waitFor();

    const newContainer = page.getByRole('form', { name: 'Novo container' });
    await newContainer.getByRole('radio', { name: 'Agenda' }).check();
    await newContainer.getByRole('textbox', { name: 'Título do container' }).fill('Agende');
    await newContainer.getByRole('button', { name: 'Criar container' }).click();
    await saved(page, 'Nova agenda Agende');
    expect(await newContainer.getByRole('radio', { name: 'Agenda' }).count()).toBe(0);

    const editor = page.getByRole('form', { name: 'Agenda Agende' });
    await editor.getByRole('textbox', { name: 'Nome do serviço 1' }).fill('Mentoria');
    await editor.getByRole('button', { name: 'Salvar agenda' }).click();
    await saved(page, 'Agenda Agende');

    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
      expect({ width, small: await page.evaluate(smallTapTargets, '.agenda-editor') }).toEqual({ width, small: [] });
    }
    // The editor alone: the whole studio around it would bury it.
    await page.setViewportSize({ width: 375, height: 800 });
    await editor.screenshot({ path: join(SHOTS_DIR, 'agenda-editor-375.png') });
    await page.setViewportSize({ width: 1280, height: 860 });
    await editor.screenshot({ path: join(SHOTS_DIR, 'agenda-editor-1280.png') });
    expect(errors).toEqual([]);
  });
});
