/**
 * Every page the site serves says it is in Brazilian Portuguese: the app shell's source
 * (web/index.html) and each answer the renderer makes from it, the plain shell included.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createPageRenderer } from '.';
import { published, storeOn } from './ssr-testing';

const INDEX_HTML = readFileSync(join(__dirname, '..', '..', 'index.html'), 'utf8');
const renderer = createPageRenderer(INDEX_HTML);
const ORIGIN = 'https://lab.example';

const langOf = (html: string) => new DOMParser().parseFromString(html, 'text/html').documentElement.getAttribute('lang');

describe('the language of every served page', () => {
  it('is pt-BR in the app shell and in the plain shell served when nothing can be rendered', () => {
    expect(INDEX_HTML).toMatch(/<html lang="pt-BR">/);
    expect(langOf(renderer.fallback().body)).toBe('pt-BR');
  });

  it("is pt-BR on a skin's page, a missing skin's 404, a hidden skin's 410 and the privacy notice", async () => {
    const lab = await storeOn().loadSkinSite('lab');
    const pages = [
      renderer.render({ path: '/lab/projetos', origin: ORIGIN }, published(lab)),
      renderer.render({ path: '/ninguem', origin: ORIGIN }, published(null)),
      renderer.render({ path: '/sumiu', origin: ORIGIN }, { site: null, hidden: true, documents: {} }),
      renderer.sitePage({ path: '/privacidade', origin: ORIGIN }),
    ];
    expect(pages.map((page) => page?.status)).toEqual([200, 404, 410, 200]);
    for (const page of pages) expect(langOf(page?.body ?? '')).toBe('pt-BR');
  });
});
