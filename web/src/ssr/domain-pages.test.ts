/**
 * A skin's pages rendered for its own domain (the seed maps solange.exemplo.com.br to sol): every
 * absolute address is the domain's, the app's links drop the `/{skin}` prefix, and the embedded data
 * tells the client the frame it runs in.
 */
import type { SiteFrame } from '@lab/domain/kernel';
import { createPageRenderer, renderSitemap } from '.';
import type { EmbeddedSkinData } from '../app/skin-data';
import { readFor, TEMPLATE } from './ssr-testing';

const SITE = 'https://lab.example';
const DOMAIN = 'https://solange.exemplo.com.br';
const frame: SiteFrame = { host: 'solange.exemplo.com.br', skin: 'sol', site: SITE };
const renderer = createPageRenderer(TEMPLATE);

async function page(sitePath: string) {
  const answer = renderer.render({ path: sitePath, origin: DOMAIN, frame }, await readFor(sitePath));
  const doc = new DOMParser().parseFromString(answer.body, 'text/html');
  const data = JSON.parse(doc.getElementById('skin-data')?.textContent ?? 'null') as EmbeddedSkinData;
  return { answer, doc, data };
}

const attr = (doc: Document, selector: string, name: string) => doc.querySelector(selector)?.getAttribute(name) ?? null;

describe("a skin's pages on its own domain", () => {
  it('names the domain in the canonical link, og:url, og:image and the JSON-LD', async () => {
    const { answer, doc } = await page('/sol');
    expect(answer.status).toBe(200);
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${DOMAIN}/home`);
    expect(attr(doc, 'meta[property="og:url"]', 'content')).toBe(`${DOMAIN}/home`);
    expect(attr(doc, 'meta[property="og:image"]', 'content')).toMatch(new RegExp(`^${DOMAIN}/`));
    const ld = doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '';
    expect(ld).toContain(`${DOMAIN}/home`);
    expect(ld).not.toContain(SITE);
    expect(ld).not.toContain('/sol/');
  });

  it("links its tabs and cards at the domain's addresses, and the login at the main site", async () => {
    const { doc } = await page('/sol/home');
    const hrefs = [...doc.querySelectorAll('#root a[href]')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).toContain('/home');
    expect(hrefs.some((href) => href.startsWith('/home/card/'))).toBe(true);
    expect(hrefs).toContain(`${SITE}/`);
    expect(hrefs.filter((href) => href.startsWith('/sol'))).toEqual([]);
  });

  it("embeds the frame and the domain's address of the page, for the client to hydrate there", async () => {
    const { data } = await page('/sol/home/card/card-girassois');
    expect({ skin: data.skin, path: data.path, frame: data.frame }).toEqual({
      skin: 'sol',
      path: '/home/card/card-girassois',
      frame,
    });
  });

  it('leaves the main site as it was once the render is done', async () => {
    await page('/sol');
    const main = renderer.render({ path: '/sol/home', origin: SITE }, await readFor('/sol/home'));
    const doc = new DOMParser().parseFromString(main.body, 'text/html');
    const hrefs = [...doc.querySelectorAll('#root a[href]')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs).toContain('/sol/home');
    expect(hrefs).toContain('/');
    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(`${SITE}/sol/home`);
  });

  it("writes the domain's sitemap at its addresses", () => {
    const xml = renderSitemap(DOMAIN, [{ username: 'sol', pageIds: ['home'], lastModified: 0 }], frame);
    expect(xml).toContain(`<loc>${DOMAIN}/home</loc>`);
    expect(renderSitemap(SITE, [{ username: 'sol', pageIds: ['home'], lastModified: 0 }])).toContain(
      `<loc>${SITE}/sol/home</loc>`,
    );
  });
});
