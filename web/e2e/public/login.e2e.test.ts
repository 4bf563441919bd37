import { startPublicSite, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

describe('the login page in a browser', () => {
  it('fades in after 2 s with the logo, the tagline, the Google button and the year', async () => {
    // The page's clock is the test's, paused: the fade is checked at 1.9 s and at 2 s of page time,
    // however slowly a loaded machine runs the page.
    const { page, errors } = await site.open('about:blank');
    const start = new Date('2026-11-24T12:00:00Z');
    await page.clock.install({ time: start });
    // The installed clock runs until paused: pausing at its own start could already lie in its past.
    await page.clock.pauseAt(new Date(start.getTime() + 1000));
    await page.goto('/');
    const button = page.getByRole('button', { name: /Entrar com Google/ });
    const hidden = () =>
      page.waitForFunction(() => {
        const fade = document.querySelector('.login-fade');
        return fade !== null && fade.getAttribute('data-visible') === 'false' && getComputedStyle(fade).visibility === 'hidden';
      });
    await hidden();
    await page.clock.runFor(1900);
    await hidden();
    expect(await button.isVisible()).toBe(false);
    await page.clock.runFor(100);
    await button.waitFor({ state: 'visible' });
    expect(await page.locator('.login-fade').getAttribute('data-visible')).toBe('true');
    expect(await page.getByRole('img', { name: 'Logo do Lab' }).isVisible()).toBe(true);
    expect(await page.getByText('Embarque com o Google e monte a sua skin no Lab.').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').textContent()).toContain(`© ${new Date().getFullYear()}`);
    expect(await page.title()).toContain('Lab');
    expect(errors).toEqual([]);
  });

  it('is reached by keyboard: Tab lands on the Google button, Enter opens the demo account chooser', async () => {
    const { page } = await site.open('/');
    await page.getByRole('button', { name: /Entrar com Google/ }).waitFor({ state: 'visible' });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toContain('Entrar com Google');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Escolha uma conta' }).waitFor();
  });

  it('goes to the chosen skin once signed in with a skin, and the skin shows the menu glyph', async () => {
    const { page } = await site.open('/');
    await page.getByRole('button', { name: /Entrar com Google/ }).click();
    await page.getByRole('button', { name: 'Visitante Teste' }).click();
    await page.waitForURL('**/visitante/home');
    await page.getByRole('link', { name: 'Abrir menu' }).waitFor();
    expect(await page.getByRole('link', { name: 'LOGIN' }).count()).toBe(0);
    await page.goto('/');
    await page.waitForURL('**/visitante/home');
  });
});
