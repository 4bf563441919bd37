/**
 * SUAS SKINS on the demo: a new skin from a model, a copy of it, its file downloaded and imported
 * again under a new name, each one's public page showing the model's content. The manager, the
 * dialog and the imported skin's page at 1280 and 375 px, with no serious axe finding.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { chooseFromDrawer, expectAccessibleAt, sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();

async function openManager(page: Page): Promise<void> {
  await page.goto('/menu/user-visitante');
  await chooseFromDrawer(page, 'SUAS SKINS');
  await page.getByRole('list', { name: 'Skins' }).waitFor();
}

const listed = (page: Page) => page.getByRole('list', { name: 'Skins' }).getByRole('button', { name: / - / }).allTextContents();

describe('SUAS SKINS: models, copies and files', () => {
  it('starts a skin from a model, duplicates it, exports it and imports the file under a new name', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await openManager(page);

    const form = page.getByRole('form', { name: 'Cadastrar Nova Skin' });
    await form.getByRole('textbox', { name: 'Nome da skin' }).fill('meus-projetos');
    await form.getByRole('combobox', { name: 'Tema da skin' }).selectOption('CYBERPINK');
    await form.getByRole('radio', { name: /Projetos de desenvolvedor/ }).check();
    await form.scrollIntoViewIfNeeded();
    await expectAccessibleAt(page, 'skin-files-model');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/meus-projetos\/home$/);
    await page.getByText('Agenda Fácil').first().waitFor();

    await openManager(page);
    await page.getByRole('button', { name: 'Duplicar meus-projetos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Duplicar skin' });
    await dialog.getByRole('textbox', { name: 'Nome da nova skin' }).fill('meus-projetos-2');
    await expectAccessibleAt(page, 'skin-files-duplicate');
    await dialog.getByRole('button', { name: 'Duplicar' }).click();
    await page.getByRole('status').filter({ hasText: 'Skin meus-projetos-2 criada.' }).waitFor();

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar meus-projetos-2' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('meus-projetos-2.lab-skin.json');
    const saved = join(tmpdir(), `skin-files-${process.pid}.json`);
    await file.saveAs(saved);

    const importForm = page.getByRole('form', { name: 'Importar skin' });
    await importForm.getByLabel(/Arquivo da skin/).setInputFiles(saved);
    await importForm.getByRole('textbox', { name: 'Nome da nova skin' }).fill('importado');
    await importForm.getByRole('button', { name: 'Importar' }).click();
    await page.getByRole('status').filter({ hasText: 'Skin importado importada.' }).waitFor();
    expect(await listed(page)).toEqual(
      expect.arrayContaining(['meus-projetos - CYBERPINK', 'meus-projetos-2 - CYBERPINK', 'importado - CYBERPINK']),
    );
    await expectAccessibleAt(page, 'skin-files-manager');

    await page.goto('/importado/projetos');
    await page.getByText('Controle de Estoque').first().waitFor();
    await expectAccessibleAt(page, 'skin-files-imported-page');
    expect(errors).toEqual([]);
  });
});
