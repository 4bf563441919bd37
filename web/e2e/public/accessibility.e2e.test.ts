import { seriousAxeFindings } from '../harness';
import { startPublicSite, untilAnimationsEnd, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

describe('accessibility (axe-core)', () => {
  it.each([
    ['/', 'Entrar com Google'],
    ['/lab/home', 'Home'],
    ['/lab/contato', 'Contato'],
    ['/sol/home', 'Home'],
  ])('finds no serious or critical violation on %s', async (path, ready) => {
    const { page } = await site.open(path);
    if (path === '/') await page.getByRole('button', { name: new RegExp(ready) }).waitFor({ state: 'visible' });
    else await page.getByRole('heading', { level: 1, name: ready }).waitFor();
    // The fade-ins and transitions finish first, so colours are measured as people see them.
    await untilAnimationsEnd(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('finds none on the contact form showing a validation message, nor on its success panel', async () => {
    const { page } = await site.open('/lab/contato');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('⚠ Hey, você ainda não disse o seu e-mail!').waitFor();
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.getByRole('textbox', { name: 'E-mail' }).fill('axe@example.com');
    await page.getByRole('combobox', { name: 'Assunto' }).selectOption('OUTRO');
    await page.getByRole('button', { name: 'ENVIAR' }).click();
    await page.getByText('CONTATO REALIZADO COM SUCESSO!').waitFor();
    await untilAnimationsEnd(page);
    expect(await seriousAxeFindings(page)).toEqual([]);
  });

  it('shows where the keyboard focus is', async () => {
    const { page } = await site.open('/lab/home');
    await page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    const outline = await page.evaluate(() => {
      const style = getComputedStyle(document.activeElement as Element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(outline.style).not.toBe('none');
    expect(outline.width).toBeGreaterThanOrEqual(2);
  });
});
