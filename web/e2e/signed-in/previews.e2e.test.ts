/**
 * What a link preview and a crawler read of a skin page on the demo's production build: the served
 * HTML (before any script runs) is in pt-BR, carries one JSON-LD whose ProfilePage has her Person as
 * mainEntity, and the Open Graph tags. The demo has no server to draw share images, so og:image stays
 * her picture there. The page itself fits a phone.
 */
import { PHONE_WIDTHS, expectNoSidewaysScroll } from '../phone-width';
import { readAsCrawler } from './previews-flow';
import { screenshot, sessionPerFile, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();

describe("a skin page's previews, on the demo", () => {
  it('serves lang="pt-BR", one JSON-LD with a ProfilePage whose mainEntity is the Person, and the og tags', async () => {
    const page = await session.newPage();
    const answer = await page.request.get('/lab/projetos');
    expect(answer.status()).toBe(200);
    const html = await answer.text();
    expect(html).toMatch(/<html lang="pt-BR"/);

    const { scripts, profiles, og } = await readAsCrawler(await session.newPage(), html);
    expect(scripts).toHaveLength(1);
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({
      inLanguage: 'pt-BR',
      mainEntity: { '@type': 'Person', name: 'lab', alternateName: '@lab' },
    });

    expect(await og('og:type')).toBe('profile');
    expect(await og('og:title')).toBe('Projetos · lab');
    expect(await og('og:url')).toMatch(/\/lab\/projetos$/);
    expect(await og('og:locale')).toBe('pt_BR');
    const image = (await og('og:image')) ?? '';
    expect(image).toMatch(/^https?:\/\/[^/]+\/seed\//);
    expect(image).not.toContain('/compartilhar/');
  });

  it('shows the page without sideways scroll at phone widths', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await page.goto('/lab/projetos');
    await page.getByRole('heading', { level: 1, name: 'Projetos' }).waitFor();
    for (const width of PHONE_WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expectNoSidewaysScroll(page);
    }
    await page.setViewportSize({ width: 375, height: 800 });
    await screenshot(page, 'previews-skin-page-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await screenshot(page, 'previews-skin-page-1280');
    expect(errors).toEqual([]);
  });
});
