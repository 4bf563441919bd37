/**
 * The server renderer on the memory store with the seed: what a share preview, a crawler and the
 * hydrating client each find in the HTML of a skin's address.
 */
import { MESSAGES, type SkinSite } from '@lab/domain/kernel';
import { publishedPaths } from '@lab/domain/published';
import { CACHE_CONTROL, createPageRenderer, renderRobots, renderSitemap } from '.';
import { SEED_DOCUMENTS, published, readFor, storeOn, TEMPLATE, WITH_SKIN_FORM } from './ssr-testing';
import type { EmbeddedSkinData } from '../app/skin-data';

const ORIGIN = 'https://lab.example';
const renderer = createPageRenderer(TEMPLATE);

async function site(name: string, documents = SEED_DOCUMENTS): Promise<SkinSite> {
  const found = await storeOn(documents).loadSkinSite(name);
  if (!found) throw new Error(`no skin ${name} in the seed`);
  return found;
}

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

function jsonLd(doc: Document): { '@graph': Array<Record<string, unknown>> } {
  return JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? 'null') as {
    '@graph': Array<Record<string, unknown>>;
  };
}

function embedded(doc: Document): EmbeddedSkinData {
  return JSON.parse(doc.getElementById('skin-data')?.textContent ?? 'null') as EmbeddedSkinData;
}

describe('addressOf: which addresses are skin pages', () => {
  it('names the skin of a skin page, its pages and its cards', () => {
    expect(renderer.addressOf('/lab')).toEqual({ username: 'lab', pageId: null, cardId: null });
    expect(renderer.addressOf('/lab/')).toEqual({ username: 'lab', pageId: null, cardId: null });
    expect(renderer.addressOf('/lab/projetos')).toEqual({ username: 'lab', pageId: 'projetos', cardId: null });
    expect(renderer.addressOf('/sol/home/card/card-girassois')).toEqual({
      username: 'sol',
      pageId: 'home',
      cardId: 'card-girassois',
    });
    expect(renderer.addressOf('/sol/home/card/x/mais')).toEqual({ username: 'sol', pageId: 'home', cardId: null });
  });

  it('leaves "/", the menu, files and names no skin can have to the static site', () => {
    for (const path of [
      '/',
      '',
      '/menu/owner-dona',
      '/favicon.svg',
      '/sitemap.xml',
      '/assets/index.js',
      '/seed/x.svg',
      '/a',
      '/%E0%A4%A',
    ]) {
      expect(renderer.addressOf(path)).toBeNull();
    }
  });
});

describe('a found page', () => {
  it('/lab/home: title, description from the bio, canonical, Open Graph and Twitter tags with the skin icon', async () => {
    const page = renderer.render({ path: '/lab/home', origin: ORIGIN }, published(await site('lab')));
    const doc = parse(page.body);
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(CACHE_CONTROL.page);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(doc.title).toBe('Home · lab');
    expect(doc.querySelectorAll('title')).toHaveLength(1);
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    const description = meta(doc, 'description') ?? '';
    expect(description).toMatch(/^Um laboratório autoral de software e design/);
    expect(description.length).toBeLessThanOrEqual(160);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/lab/home`);
    expect(meta(doc, 'og:title')).toBe('Home · lab');
    expect(meta(doc, 'og:description')).toBe(description);
    expect(meta(doc, 'og:url')).toBe(`${ORIGIN}/lab/home`);
    expect(meta(doc, 'og:type')).toBe('profile');
    expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/seed/skin-lab.svg`);
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:title')).toBe('Home · lab');
    expect(meta(doc, 'twitter:image')).toBe(`${ORIGIN}/seed/skin-lab.svg`);
    expect(meta(doc, 'robots')).toBeNull();
  });

  it('/lab/projetos: the page content and its cards in #root, the first card image as og:image, an ItemList of the cards', async () => {
    const lab = await site('lab');
    const doc = parse(renderer.render({ path: '/lab/projetos', origin: ORIGIN }, published(lab)).body);
    const root = doc.getElementById('root');
    expect(root?.querySelector('h1')?.textContent).toBe('Projetos');
    const names = [...(root?.querySelectorAll('.content-card__name') ?? [])].map((n) => n.textContent);
    expect(names).toEqual(expect.arrayContaining(['Rede Abrigo RS', 'Café Pitanga']));
    expect(root?.querySelector('.page-tabs')?.textContent).toContain('Contato');
    expect(doc.title).toBe('Projetos · lab');
    expect(meta(doc, 'description')).toBe('Uma seleção de trabalhos recentes, do primeiro traço ao site no ar.');
    expect(meta(doc, 'og:image')).toMatch(new RegExp(`^${ORIGIN}/seed/projeto-\\d\\.svg$`));
    const [profile, list] = jsonLd(doc)['@graph'];
    expect(profile).toMatchObject({ '@type': 'ProfilePage', url: `${ORIGIN}/lab/projetos`, inLanguage: 'pt-BR' });
    expect(profile?.['mainEntity']).toMatchObject({
      '@type': 'Person',
      name: 'lab',
      url: `${ORIGIN}/lab/home`,
      image: `${ORIGIN}/seed/skin-lab.svg`,
    });
    expect(list).toMatchObject({ '@type': 'ItemList', url: `${ORIGIN}/lab/projetos` });
    const items = list?.['itemListElement'] as Array<Record<string, unknown>>;
    expect(items.map((item) => item['name'])).toEqual(names);
    expect(items[0]).toMatchObject({ '@type': 'ListItem', position: 1 });
    expect(String(items[0]?.['url'])).toMatch(new RegExp(`^${ORIGIN}/lab/projetos/card/`));
  });

  it('links the skin screen and its theme, and names the theme on <html> so the first paint is themed', async () => {
    const doc = parse(renderer.render({ path: '/lab/projetos', origin: ORIGIN }, published(await site('lab'))).body);
    const sheets = [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    expect(sheets).toEqual(expect.arrayContaining(['/assets/cyberpink-1.css', '/assets/skin-route-3.css']));
    expect(sheets).not.toContain('/assets/sunshine-2.css');
    // Already in the template: not linked twice.
    expect(sheets.filter((href) => href === '/assets/index-abc.css')).toHaveLength(1);
    expect(doc.documentElement.dataset['theme']).toBe('CYBERPINK');
    expect(doc.getElementById('ssr-assets')).toBeNull();
  });

  it('starts the app after the first paint: no script of the app in the head, only the small entry that fetches them', async () => {
    const doc = parse(renderer.render({ path: '/lab/projetos', origin: ORIGIN }, published(await site('lab'))).body);
    const scripts = [...doc.querySelectorAll('script[src]')];
    expect(scripts.map((s) => s.getAttribute('src'))).toEqual(['/assets/paint-first-6.js']);
    expect(doc.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    const [start] = scripts;
    // Low priority: it must not compete with the stylesheets and the page's own images.
    expect(start?.getAttribute('fetchpriority')).toBe('low');
    expect(start?.getAttribute('type')).toBe('module');
    expect(start?.getAttribute('data-app-entry')).toBe('/assets/index-abc.js');
    // The modules the build preloads with the entry, and the skin screen's, each once.
    expect(start?.getAttribute('data-app-modules')?.split(' ')).toEqual(['/assets/vendor-5.js', '/assets/skin-route-4.js']);
  });

  it('the contact page arrives with the form’s own stylesheet, its code left for the first touch; other pages without either', async () => {
    const lab = await site('lab');
    const contact = parse(renderer.render({ path: '/lab/contato', origin: ORIGIN }, published(lab)).body);
    const sheets = (doc: Document) => [...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'));
    const modules = (doc: Document) => doc.querySelector('[data-app-entry]')?.getAttribute('data-app-modules')?.split(' ');
    expect(sheets(contact)).toContain('/assets/contact-form-7.css');
    expect(modules(contact)).toEqual(['/assets/vendor-5.js', '/assets/skin-route-4.js']);
    const projects = parse(renderer.render({ path: '/lab/projetos', origin: ORIGIN }, published(lab)).body);
    expect(sheets(projects)).not.toContain('/assets/contact-form-7.css');
    expect(modules(projects)).not.toContain('/assets/contact-form-8.js');
  });

  it("a page with a skin's own contact form links the form's stylesheet too, not its code, and renders its subjects", async () => {
    const visitante = await storeOn(WITH_SKIN_FORM).loadSkinSite('visitante');
    const home = parse(renderer.render({ path: '/visitante/home', origin: ORIGIN }, published(visitante)).body);
    expect([...home.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toContain(
      '/assets/contact-form-7.css',
    );
    expect(home.querySelector('[data-app-entry]')?.getAttribute('data-app-modules')?.split(' ')).not.toContain(
      '/assets/contact-form-8.js',
    );
    const options = [...home.querySelectorAll('#contact-ct-form-assunto option')].map((o) => o.textContent);
    expect(options).toEqual(['Assunto...', 'ORÇAMENTO', 'OUTRO']);
  });

  it('an index.html without that entry (the dev server’s) keeps its own script and preloads the skin screen with it', async () => {
    const devTemplate = TEMPLATE.replace('"paintFirst":"/assets/paint-first-6.js",', '');
    const doc = parse(
      createPageRenderer(devTemplate).render({ path: '/lab/projetos', origin: ORIGIN }, published(await site('lab'))).body,
    );
    expect([...doc.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'))).toEqual(['/assets/index-abc.js']);
    expect([...doc.querySelectorAll('link[rel="modulepreload"]')].map((l) => l.getAttribute('href'))).toEqual([
      '/assets/vendor-5.js',
      '/assets/skin-route-4.js',
    ]);
  });

  it('a sunshine skin gets its own theme, texts and image', async () => {
    const doc = parse(renderer.render({ path: '/sol', origin: ORIGIN }, published(await site('sol'))).body);
    expect(doc.documentElement.dataset['theme']).toBe('sunshine');
    expect([...doc.querySelectorAll('link[rel="stylesheet"]')].map((l) => l.getAttribute('href'))).toContain(
      '/assets/sunshine-2.css',
    );
    expect(doc.title).toBe('Home · sol');
    expect(meta(doc, 'description')).toMatch(/^Ilustração, fotografia analógica e muita luz/);
    expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/seed/skin-sol.svg`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/sol/home`);
    expect(doc.getElementById('root')?.textContent).toContain('Girassóis');
  });

  it('the bare skin address renders its main page and tells the client to move there', async () => {
    const doc = parse(renderer.render({ path: '/lab', origin: ORIGIN }, published(await site('lab'))).body);
    expect(doc.querySelector('.page-view')?.getAttribute('data-page-id')).toBe('home');
    expect(embedded(doc)).toMatchObject({ skin: 'lab', path: '/lab/home' });
  });

  it('a card address renders its page with the card’s own title, description and image in the metas', async () => {
    const doc = parse(
      renderer.render({ path: '/sol/home/card/card-girassois', origin: ORIGIN }, published(await site('sol'))).body,
    );
    expect(doc.title).toBe('Girassóis · sol');
    expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/seed/sol-1.svg`);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/sol/home/card/card-girassois`);
    expect(meta(doc, 'description')).not.toBe('');
    expect(doc.querySelector('.page-view')?.getAttribute('data-page-id')).toBe('home');
    expect(embedded(doc).path).toBe('/sol/home/card/card-girassois');
  });

  it('a card the page does not show renders the page at the page’s own address', async () => {
    const doc = parse(renderer.render({ path: '/sol/home/card/nenhum', origin: ORIGIN }, published(await site('sol'))).body);
    expect(doc.title).toBe('Home · sol');
    expect(embedded(doc).path).toBe('/sol/home');
  });

  it('turns relative images into absolute ones, and leaves out images that are not http(s)', async () => {
    const sol = await site('sol');
    const bare: SkinSite = { ...sol, skin: { ...sol.skin, iconSkin: 'default-user.jpg' } };
    expect(meta(parse(renderer.render({ path: '/sol', origin: ORIGIN }, published(bare)).body), 'og:image')).toBe(
      `${ORIGIN}/default-user.jpg`,
    );
    const noImages: SkinSite = {
      ...sol,
      skin: { ...sol.skin, iconSkin: 'data:image/png;base64,AAAA' },
      cards: sol.cards.map((card) => ({ ...card, imagem: 'javascript:alert(1)' })),
    };
    const doc = parse(renderer.render({ path: '/sol', origin: ORIGIN }, published(noImages)).body);
    expect(meta(doc, 'og:image')).toBeNull();
    expect(meta(doc, 'twitter:card')).toBe('summary');
  });

  it('embeds the tree and the published documents it came from, which the client reads back as the store returned them', async () => {
    const read = await readFor('/lab/projetos');
    expect(Object.keys(read.documents).sort()).toEqual([publishedPaths.site('lab'), publishedPaths.page('lab', 'projetos')]);
    const doc = parse(renderer.render({ path: '/lab/projetos', origin: ORIGIN }, read).body);
    expect(embedded(doc)).toEqual({ skin: 'lab', path: '/lab/projetos', data: { site: read.site }, documents: read.documents });
  });
});

describe('every text from users is escaped', () => {
  const HOSTILE = '</script><script>alert(1)</script>';
  const QUOTES = '"><img src=x onerror=alert(2)>\u2028\u2029<!--';

  function hostileDocuments() {
    const docs = { ...SEED_DOCUMENTS };
    const base = 'users/owner-dona/skins/skin-lab';
    const edit = (path: string, fields: Record<string, unknown>) => {
      docs[path] = { ...docs[path], ...fields };
    };
    edit(`${base}/cards/card-rede-abrigo`, { name: HOSTILE, descricao: QUOTES, titulo: HOSTILE, imagem: `/seed/${QUOTES}.svg` });
    edit(`${base}/paginas/projetos`, { nome: HOSTILE, conteudo: QUOTES });
    edit(`${base}/paginas/home`, { conteudo: `${HOSTILE} ${QUOTES}` });
    edit(`${base}/containers/ct-projetos`, { titulo: HOSTILE });
    return docs;
  }

  it.each(['/lab/projetos', '/lab/projetos/card/card-rede-abrigo', '/lab/home'])(
    '%s: no script but the page’s own, and the texts read back intact',
    async (path) => {
      const lab = await site('lab', hostileDocuments());
      const { body } = renderer.render({ path, origin: ORIGIN }, published(lab));
      const doc = parse(body);
      const scripts = [...doc.querySelectorAll('script')].map((s) => s.getAttribute('type') ?? 'classic');
      expect(scripts).toEqual(['application/ld+json', 'module', 'application/json']);
      expect(doc.querySelectorAll('img[onerror], [onerror]')).toHaveLength(0);
      expect(body).not.toContain('<script>alert');
      expect(body).not.toContain('<img src=x');
      // Nothing was lost on the way: each place reads the text as the person typed it.
      if (path !== '/lab/home') {
        expect(doc.title).toContain(HOSTILE);
        expect(meta(doc, 'og:title')).toContain(HOSTILE);
        expect(doc.getElementById('root')?.textContent).toContain(HOSTILE);
      }
      expect(JSON.stringify(jsonLd(doc))).toContain(JSON.stringify(HOSTILE).slice(1, -1));
      expect(embedded(doc).data).toEqual({ site: lab });
    },
  );

  it('the description metas keep quotes and markup as text', async () => {
    const lab = await site('lab', hostileDocuments());
    const doc = parse(renderer.render({ path: '/lab/projetos', origin: ORIGIN }, published(lab)).body);
    expect(meta(doc, 'description')).toBe(QUOTES.replace(/[\s\u2028\u2029]+/g, ' ').trim());
  });
});

describe('a skin the moderation hid', () => {
  it.each(['/sol', '/sol/home', '/sol/home/card/c1'])(
    'answers %s with 410 "Skin indisponível", noindex and a short cache',
    (path) => {
      const documents = { [publishedPaths.site('sol')]: null, [publishedPaths.hidden('sol')]: { ocultadaEm: 1 } };
      const page = renderer.render({ path, origin: ORIGIN }, { site: null, hidden: true, documents });
      const doc = parse(page.body);
      expect(page.status).toBe(410);
      expect(page.headers['cache-control']).toBe(CACHE_CONTROL.notFound);
      expect(meta(doc, 'robots')).toBe('noindex');
      expect(doc.title).toBe(`${MESSAGES.skinUnavailableTitle} · Lab`);
      expect(doc.querySelector('h1')?.textContent).toBe(MESSAGES.skinUnavailableTitle);
      expect(doc.querySelector('[role="alert"]')?.textContent).toBe(MESSAGES.skinUnavailableText);
      expect(embedded(doc)).toEqual({ skin: 'sol', path, data: { site: null, missing: 'hidden' }, documents });
    },
  );
});

describe('an unknown skin', () => {
  it('answers 404 with the app’s not-found message, noindex and a short cache', () => {
    const page = renderer.render({ path: '/ninguem/home', origin: ORIGIN }, published(null));
    const doc = parse(page.body);
    expect(page.status).toBe(404);
    expect(page.headers['cache-control']).toBe(CACHE_CONTROL.notFound);
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(doc.querySelector('[role="alert"]')?.textContent).toBe('Nenhuma skin ou usuário correspondente foi encontrado.');
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(meta(doc, 'og:title')).toBeNull();
    expect(embedded(doc)).toEqual({
      skin: 'ninguem',
      path: '/ninguem/home',
      data: { site: null, missing: 'not-found' },
      documents: {},
    });
  });

  it('a page the skin does not have: 404 and noindex, with the skin’s shell and the app’s ERROR 404', async () => {
    const page = renderer.render({ path: '/lab/nada', origin: ORIGIN }, published(await site('lab')));
    expect(page.status).toBe(404);
    const doc = parse(page.body);
    expect(meta(doc, 'robots')).toBe('noindex');
    expect(doc.querySelector('.skin-shell')).not.toBeNull();
  });
});

describe("the site's own pages", () => {
  it('renders the privacy notice whole: its text, its head on the site, its screen styled from the first paint', () => {
    const page = renderer.sitePage({ path: '/privacidade', origin: ORIGIN });
    if (!page) throw new Error('no notice');
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(CACHE_CONTROL.page);
    const doc = parse(page.body);
    expect(doc.querySelector('h1')?.textContent).toBe('Política de Privacidade do Lab');
    expect(doc.body.textContent).toContain('6 meses');
    expect(doc.title).toBe('Política de Privacidade — Lab');
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/privacidade`);
    expect(meta(doc, 'og:type')).toBe('website');
    expect(meta(doc, 'robots')).toBeNull();
    expect(doc.querySelector('link[rel="stylesheet"][href="/assets/privacy-route-9.css"]')).not.toBeNull();
    expect(doc.documentElement.dataset.theme).toBe('default');
    expect(JSON.parse(doc.getElementById('prerendered-page')?.textContent ?? 'null')).toEqual({ path: '/privacidade' });
    // No skin's tree: the client hydrates it as a page of the site.
    expect(doc.getElementById('skin-data')).toBeNull();
  });

  it('is nothing for "/" (the login screen), the skins, and any other address', () => {
    for (const path of ['/', '/lab', '/lab/home', '/privacidade/mensagens', '/menu/u1']) {
      expect(renderer.sitePage({ path, origin: ORIGIN })).toBeNull();
    }
  });
});

describe('the fallback', () => {
  it('is the plain app shell with a short cache, never an error page', () => {
    const page = renderer.fallback();
    expect(page.status).toBe(200);
    expect(page.headers['cache-control']).toBe(CACHE_CONTROL.fallback);
    expect(page.body).toContain('<title>Lab — portfólio e laboratório de software e design</title>');
    expect(page.body).toContain('<div id="root">');
    expect(page.body).not.toContain('ssr-assets');
    // The single-page app it serves starts at once: nothing of it is painted before its scripts run.
    expect(page.body).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(page.body).not.toContain('paint-first');
  });
});

describe('sitemap and robots', () => {
  it('lists every page of every skin, dated, with escaped addresses', async () => {
    const skins = await storeOn().listSitemap(100);
    const xml = renderSitemap(ORIGIN, [...skins, { username: 'a&b', pageIds: ['home'], lastModified: Date.UTC(2026, 0, 2) }]);
    const doc = new DOMParser().parseFromString(xml, 'application/xml');
    const locs = [...doc.getElementsByTagName('loc')].map((l) => l.textContent);
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(locs).toEqual(
      expect.arrayContaining([`${ORIGIN}/lab/home`, `${ORIGIN}/lab/projetos`, `${ORIGIN}/sol/home`, `${ORIGIN}/a%26b/home`]),
    );
    expect(locs).toHaveLength(skins.reduce((n, s) => n + s.pageIds.length, 0) + 1);
    expect(xml).toContain('<lastmod>2026-01-02</lastmod>');
  });

  it('robots.txt keeps the menu out and points to the sitemap', () => {
    expect(renderRobots(ORIGIN)).toBe(`User-agent: *\nDisallow: /menu/\n\nSitemap: ${ORIGIN}/sitemap.xml\n`);
  });
});
