/**
 * Excluir minha conta, then Desfazer on the demo: the account's skin leaves the site at once, the
 * session ends, and signing in again with the same account within the window brings it all back.
 */
import { chooseFromDrawer, openMenuFromSkin, sessionPerFile, signIn, signInToSkin, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();

describe('Excluir minha conta, and Desfazer', () => {
  it('signs out at once; signing in again says "Sua conta será excluída em 10 minutos." and Desfazer brings the skin back', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signInToSkin(page, 'Visitante Teste');
    await openMenuFromSkin(page);
    await chooseFromDrawer(page, 'MEUS DADOS');
    await page.getByLabel('Para confirmar, digite visitante').fill('visitante');
    await page.getByRole('button', { name: 'Excluir minha conta' }).click();
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor({ timeout: 15000 });

    await signIn(page, 'Visitante Teste');
    const notice = page.getByRole('status').filter({ hasText: 'Sua conta será excluída em 10 minutos.' });
    await notice.waitFor();
    await notice.getByRole('button', { name: 'Desfazer' }).click();
    await page.waitForURL((url) => url.pathname === '/visitante/home');
    expect(errors).toEqual([]);
  });
});
