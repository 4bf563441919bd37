/**
 * INTEGRAÇÕES on the demo: a creator saves a very long webhook address, sees her secret and sends a
 * test, on a phone first: at 375 and 320 px nothing scrolls sideways (the long address, the secret and
 * the event names wrap; the phone-width watcher checks every change), and axe-core finds nothing serious.
 */
import {
  chooseFromDrawer,
  expectAccessibleAt,
  openMenuFromSkin,
  sessionPerFile,
  signInToSkin,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();
const LONG_URL = `https://hooks.zapier.com/hooks/catch/123456/${'abcdefghij'.repeat(40)}`;

describe('INTEGRAÇÕES', () => {
  it('saves a long address, shows the secret and lists a test, without sideways scroll at 375 and 320 px', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInToSkin(page, 'Visitante Teste');
    await openMenuFromSkin(page);
    await chooseFromDrawer(page, 'INTEGRAÇÕES');
    const panel = page.getByRole('region', { name: 'Skin visitante' });
    await panel.getByLabel('Endereço do webhook').fill(LONG_URL);
    await panel.getByRole('button', { name: 'Salvar' }).click();
    await panel.getByText(/Webhook salvo/).waitFor();
    await panel.getByRole('button', { name: 'Mostrar' }).click();
    await panel.getByText(/^whsec_/).waitFor();
    await panel.getByRole('button', { name: 'Enviar teste' }).click();
    await panel.getByRole('region', { name: 'Entregas recentes' }).getByText('Na fila').waitFor();
    await page.getByText('Como usar: formato, assinatura e exemplos').click();

    for (const width of [375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ width, wider }).toEqual({ width, wider: 0 });
    }
    await expectAccessibleAt(page, 'integrations');
    expect(errors).toEqual([]);
  });
});
