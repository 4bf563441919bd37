/**
 * The public pages arrive with their content, fetched without running any
 * JavaScript from `npm run serve:demo`: a fresh production build of the demo served like Hosting
 * serves the site (firebase.json's rewrites and headers), the skin pages answered by the HTTPS
 * function's own code with the real renderer (web/dist-ssr/ssr.mjs) on the seed.
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { tsImport } from 'tsx/esm/api';
import { globMatches, hostingHeaders, readHosting, rewriteOf } from './hosting-rules.mjs';

const root = new URL('..', import.meta.url).pathname;
/** Two production builds (the demo and the renderer) on a two-core machine, then the server. */
const START_TIMEOUT_MS = 240_000;

let server;
let base;
const dist = mkdtempSync(join(tmpdir(), 'lab-serve-demo-'));

before(
  async () => {
    server = spawn(process.execPath, [join(root, 'scripts', 'serve-demo.mjs'), '--port', '0', '--dir', dist, '--rebuild'], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    base = await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`serve-demo did not start:\n${output}`)), START_TIMEOUT_MS);
      const read = (chunk) => {
        output += chunk;
        const url = /pré-renderizado em (http:\/\/\S+)/.exec(output)?.[1];
        if (url) {
          clearTimeout(timer);
          resolve(url);
        }
      };
      server.stdout.on('data', read);
      server.stderr.on('data', read);
      server.once('exit', (code) => reject(new Error(`serve-demo exited (${code}):\n${output}`)));
    });
  },
  { timeout: START_TIMEOUT_MS + 10_000 },
);

after(() => {
  server?.kill('SIGTERM');
  rmSync(dist, { recursive: true, force: true });
});

async function get(path) {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** GET `path` as a browser asking for `host` would (fetch cannot set Host). */
function getAs(host, path) {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, headers: { Host: host } }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (html += chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, html }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (text) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, '&');

/** The page as a reader sees it: the body's markup, without any script (no JSON, no JSON-LD). */
const visibleText = (html) => decode(html.slice(html.indexOf('<body')).replace(/<script\b[\s\S]*?<\/script>/g, ''));

const metaContent = (html, attribute, name) =>
  decode(new RegExp(`<meta ${attribute}="${name}" content="([^"]*)"`).exec(html)?.[1] ?? '');

const canonicalOf = (html) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];

/** The seed's skin tree, as the function reads it (the memory store on emulator-data/seed.json). */
async function seedSite(skin) {
  const { createMemoryStore, MemoryDb } = await tsImport(join(root, 'packages/domain/src/memory/index.ts'), import.meta.url);
  const seed = JSON.parse(readFileSync(join(root, 'emulator-data', 'seed.json'), 'utf8'));
  return createMemoryStore(new MemoryDb(seed.documents)).loadSkinSite(skin);
}

function cardsOfPage(site, pageId) {
  const page = site.paginas.find((p) => p.id_pagina === pageId);
  const cardIds = page.containerIds.flatMap((id) => site.containers.find((c) => c.id_container === id)?.cardIds ?? []);
  return site.cards.filter((card) => cardIds.includes(card.id));
}

function assertSharePreview(html, path) {
  assert.ok(metaContent(html, 'property', 'og:title').length > 0, 'og:title');
  assert.ok(metaContent(html, 'property', 'og:description').length > 0, 'og:description');
  assert.match(metaContent(html, 'property', 'og:image'), /^https?:\/\/[^/]+\/\S+$/, 'og:image is absolute');
  assert.equal(canonicalOf(html), `${base}${path}`);
}

describe('the demo build served like Hosting, without running JavaScript', () => {
  it("serves /lab/projetos with its cards' names in the page and a share preview", async () => {
    const page = await get('/lab/projetos');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('cache-control'), /s-maxage=600/);
    const cards = cardsOfPage(await seedSite('lab'), 'projetos');
    assert.ok(cards.length > 0);
    for (const card of cards) assert.ok(visibleText(page.html).includes(card.name), `the page shows ${card.name}`);
    assertSharePreview(page.html, '/lab/projetos');
    // The function's headers and Hosting's together: the CSP firebase.json declares is on the page.
    assert.match(page.headers.get('content-security-policy'), /script-src 'self'/);
  });

  it('serves a sunshine skin prerendered the same way', async () => {
    const site = await seedSite('sol');
    assert.equal(site.skin.tema ?? site.skin.theme, 'sunshine');
    const page = await get('/sol/home');
    assert.equal(page.status, 200);
    for (const card of cardsOfPage(site, 'home')) assert.ok(visibleText(page.html).includes(card.name), card.name);
    assertSharePreview(page.html, '/sol/home');
  });

  it('answers an unknown skin with 404 and noindex', async () => {
    const page = await get('/ninguem-tem-esse-nome');
    assert.equal(page.status, 404);
    assert.match(page.html, /<meta name="robots" content="noindex/);
  });

  it('serves /menu/... as the plain app, marked noindex', async () => {
    const page = await get('/menu/alguem');
    assert.equal(page.status, 200);
    assert.equal(page.headers.get('x-robots-tag'), 'noindex');
    // The page function's plain shell: the build's app.html, nothing rendered into it.
    assert.match(page.html, /<div id="root">/);
    assert.doesNotMatch(page.html, /id="skin-data"/);
    const script = /<script\b[^>]*\bsrc="([^"]+)"/.exec(readFileSync(join(dist, 'app.html'), 'utf8'))?.[1];
    assert.ok(script && page.html.includes(script), 'the same build');
  });

  it("lists every seed skin's pages in /sitemap.xml", async () => {
    const page = await get('/sitemap.xml');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /xml/);
    for (const path of ['/lab/home', '/lab/projetos', '/sol/home'])
      assert.ok(page.html.includes(`<loc>${base}${path}</loc>`), path);
  });

  it('points /robots.txt to the sitemap', async () => {
    const page = await get('/robots.txt');
    assert.equal(page.status, 200);
    assert.match(page.html, new RegExp(`Sitemap: ${base}/sitemap\\.xml`));
  });

  it("answers a mapped domain's / with its skin's main page, and the main site's / with the plain app", async () => {
    const onDomain = await getAs('solange.exemplo.com.br', '/');
    assert.equal(onDomain.status, 200);
    assert.match(onDomain.html, /<link rel="canonical" href="https:\/\/solange\.exemplo\.com\.br\/home"/);
    const main = await get('/');
    assert.equal(main.status, 200);
    assert.doesNotMatch(main.html, /id="skin-data"/);
    assert.match(main.html, /<div id="root">/);
  });

  it('open redirect: never answers a path beginning with slashes with a move to another host', async () => {
    for (const path of ['//evil.example/login?x=1', '//evil.example/', '/.//evil.example/', '/\\evil.example/?x=1']) {
      const answer = await getAs(new URL(base).host, path);
      const location = answer.headers.location ?? '/';
      assert.equal(new URL(location, `${base}/lab/home`).origin, base, `${path} -> ${location}`);
    }
  });

  it("sends a mapped domain's signed-in area to this server's own origin, and serves it here", async () => {
    const moved = await getAs('solange.exemplo.com.br', '/menu/alguem?aba=1');
    assert.equal(moved.status, 302);
    assert.equal(moved.headers.location, `${base}/menu/alguem?aba=1`);
    assert.equal((await get('/menu/alguem?aba=1')).status, 200);
  });

  it('serves the built files themselves first', async () => {
    const page = await get('/favicon.svg');
    assert.equal(page.status, 200);
    assert.match(page.headers.get('content-type'), /svg/);
  });
});

describe("firebase.json's rewrites", () => {
  const hosting = readHosting();
  const target = (path) => {
    const rule = rewriteOf(hosting, path);
    return rule?.function?.functionId ?? rule?.destination;
  };

  it('send the skin pages, card addresses and sitemap to renderSkinPage in the functions region', () => {
    // "/x/card/y" is a card on a skin's own domain.
    for (const path of ['/', '/lab', '/lab/projetos', '/lab/projetos/card/c1', '/home/card/c1', '/sitemap.xml'])
      assert.equal(target(path), 'renderSkinPage', path);
    // Her private calendar's address, the pages' share images and click beacon have a function of their own.
    const own = { '/agenda/**': 'agendaFeed', '/compartilhar/**': 'shareImage', '/__clique': 'clickBeacon' };
    for (const rule of hosting.rewrites.filter((r) => r.function && !(r.source in own)))
      assert.deepEqual(rule.function, { functionId: 'renderSkinPage', region: 'southamerica-east1' });
    for (const [source, functionId] of Object.entries(own))
      assert.deepEqual(hosting.rewrites.find((r) => r.source === source)?.function, {
        functionId,
        region: 'southamerica-east1',
      });
  });

  it("send the signed-in area to renderSkinPage too, which alone can tell a skin's domain from the site", () => {
    for (const path of ['/menu', '/menu/u1', '/menu/u1/skins/lab/editar', '/conversa/c1/v1'])
      assert.equal(target(path), 'renderSkinPage', path);
  });

  it('leave anything deeper to the app', () => {
    for (const path of ['/lab/a/b', '/a/b/c/d/e']) assert.equal(target(path), '/app.html', path);
  });

  it('mark menu routes noindex and keep the CSP everywhere', () => {
    assert.equal(hostingHeaders(hosting, '/menu/u1')['X-Robots-Tag'], 'noindex');
    assert.equal(hostingHeaders(hosting, '/menu')['X-Robots-Tag'], 'noindex');
    assert.equal(hostingHeaders(hosting, '/lab/home')['X-Robots-Tag'], undefined);
    assert.match(hostingHeaders(hosting, '/lab/home')['Content-Security-Policy'], /object-src 'none'/);
    assert.ok(globMatches('/*/*', '/lab/home'));
  });
});
