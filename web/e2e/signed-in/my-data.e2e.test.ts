/**
 * MEUS DADOS on the demo: what the site keeps about the account, its file downloaded as the browser
 * hands it over, and the screen passing axe-core at 1280 and 375 px (screenshots in /tmp/shots).
 */
import { readFile } from 'node:fs/promises';
import {
  chooseFromDrawer,
  expectAccessibleAt,
  openMenuFromSkin,
  sessionPerFile,
  signInToSkin,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();

describe('MEUS DADOS', () => {
  it('lists what the site keeps and downloads the file with all of it', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await openMenuFromSkin(page);
    await chooseFromDrawer(page, 'MEUS DADOS');
    await page.getByRole('heading', { name: 'O que o site guarda sobre você' }).waitFor();
    await page.getByLabel('Para confirmar, digite visitante').waitFor();
    await expectAccessibleAt(page, 'my-data');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Baixar meus dados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^meus-dados-lab-\d{4}-\d\d-\d\d\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      conta: { uid: string };
      secoes: Record<string, unknown[]>;
    };
    expect(file.conta.uid).toBe('user-visitante');
    expect(file.secoes['skins']?.length).toBeGreaterThan(0);
    await page.getByText('Arquivo gerado. O download começou.').waitFor();
    expect(errors).toEqual([]);
  });
});
