/**
 * The session: a new account gets its default skin, a single-skin user lands on its skin,
 * choosing among several skins, and ENCERRAR clearing local storage, on the production build of
 * the demo backend in Debian's Chromium.
 */
import {
  chooseFromDrawer,
  openMenuFromSkin,
  screenshot,
  seriousAxeFindings,
  sessionPerFile,
  signIn,
  signInToSkin,
  storageKeys,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();

describe('signing in on the demo backend', () => {
  it('gives a new account its default skin, User plus a number below 10000, then asks her name first', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await signIn(page, 'Nova conta');
    await page.waitForURL(/\/menu\/[^/]+\/primeiros-passos$/);
    const keys = await storageKeys(page);
    expect(keys.skinLogado).toBe('true');
    expect(keys.skinLogadoUser).toMatch(/^User\d{1,4}$/);
    expect(keys.selectedTheme).toBe('CYBERPINK');
    await page.getByRole('heading', { name: 'Como você quer aparecer?' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('lands a single-skin user on that skin', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    expect(await storageKeys(page)).toMatchObject({
      skinLogado: 'true',
      skinLogadoUser: 'visitante',
      skinLocal: 'visitante',
      userLocalId: 'user-visitante',
    });
  });

  it('lets a user with several skins choose at /, then opens the chosen one', async () => {
    const page = await session.newPage();
    await signIn(page, 'Multi Skins');
    await page.getByRole('heading', { name: 'Suas skins' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    // The skin's own button ("name - theme"), not its Excluir beside it.
    const skins = page.getByRole('list', { name: 'Skins' }).getByRole('button', { name: / - / });
    await skins.first().waitFor();
    expect(await skins.allTextContents()).toEqual(['multi-a - CYBERPINK', 'multi-b - sunshine']);
    await screenshot(page, 'skins-manager-at-root');
    await page.getByRole('button', { name: 'multi-b - sunshine' }).click();
    await page.waitForURL(/\/multi-b\/home$/);
    expect((await storageKeys(page)).skinLogadoUser).toBe('multi-b');
  });

  it('lets a user with several skins leave from / with ENCERRAR before choosing one', async () => {
    const page = await session.newPage();
    await signIn(page, 'Multi Skins');
    await page.getByRole('list', { name: 'Skins' }).getByRole('button').first().waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'ENCERRAR' }).click();
    await reloaded;
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor({ timeout: 15000 });
    expect(new URL(page.url()).pathname).toBe('/');
    expect((await storageKeys(page)).userLocalId).toBeUndefined();
  });

  it('lets an owner create a skin, refuses a taken name, and choose among the skins in GERENCIAR SKINS', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Dona do Lab');
    await openMenuFromSkin(page);
    await chooseFromDrawer(page, 'GERENCIAR SKINS');
    await page.getByRole('heading', { level: 1, name: 'SKINS' }).waitFor();
    const form = page.getByRole('form', { name: 'Cadastrar Nova Skin' });

    await form.getByRole('textbox', { name: 'Nome da skin' }).fill('visitante');
    await form.getByRole('combobox', { name: 'Tema da skin' }).selectOption('CYBERPINK');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await expect(form.getByRole('alert').textContent()).resolves.toBe('Já existe uma skin com esse nome. Escolha outro.');
    expect(new URL(page.url()).pathname).toBe('/menu/owner-dona/skins');
    expect(await form.getByRole('textbox', { name: 'Nome da skin' }).inputValue()).toBe('visitante');
    await screenshot(page, 'menu-skins-taken-name');

    await form.getByRole('textbox', { name: 'Nome da skin' }).fill('dona-nova');
    await form.getByRole('combobox', { name: 'Tema da skin' }).selectOption('sunshine');
    await form.getByRole('button', { name: 'Cadastrar' }).click();
    await page.waitForURL(/\/dona-nova\/home$/);
    expect((await storageKeys(page)).skinLogadoUser).toBe('dona-nova');

    await page.goto('/menu/owner-dona/skins');
    // The skin's own button ("name - theme"), not its Excluir beside it.
    const skins = page.getByRole('list', { name: 'Skins' }).getByRole('button', { name: / - / });
    await skins.first().waitFor();
    expect(await skins.allTextContents()).toEqual(['lab - CYBERPINK', 'dona-nova - sunshine']);
    await page.getByRole('button', { name: 'lab - CYBERPINK' }).click();
    await page.waitForURL(/\/lab\/home$/);
    expect((await storageKeys(page)).skinLogadoUser).toBe('lab');
  });

  it('ENCERRAR signs out, clears local storage, goes to / and reloads', async () => {
    const page = await session.newPage();
    await signInToSkin(page, 'Visitante Teste');
    await openMenuFromSkin(page);
    expect(Object.keys(await storageKeys(page))).toEqual(expect.arrayContaining(['skinLogado', 'userLocalId']));
    const reloaded = page.waitForEvent('load');
    await chooseFromDrawer(page, 'ENCERRAR');
    await reloaded;
    await page.getByRole('button', { name: 'Entrar com Google' }).waitFor({ timeout: 15000 });
    expect(new URL(page.url()).pathname).toBe('/');
    const left = await storageKeys(page);
    // Anonymous tracking may start a new navigation hash after the reload; nothing of the session stays.
    for (const key of [
      'idGoogleCap',
      'user',
      'primeiroNomeCap',
      'skinLocal',
      'skinLocalId',
      'userLocalId',
      'skinLogado',
      'skinLogadoUser',
      'selectedTheme',
    ]) {
      expect(left[key]).toBeUndefined();
    }
  });
});
