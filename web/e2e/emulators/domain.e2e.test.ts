/**
 * A skin on its own domain, on the path that ships: the Hosting emulator in front of the Functions
 * emulator, asked with the Host header a browser sends for the domain. The seed maps
 * solange.exemplo.com.br to the skin `sol` (dominios/), so the domain's `/` is sol's main page, its
 * addresses drop `/sol`, and every absolute address names https://solange.exemplo.com.br. A host no
 * skin holds gets the main site.
 */
import { request } from 'node:http';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../harness';
import { watchPageErrors } from '../signed-in/signed-in-site';
import { EMULATOR_SITE, watchOutsideRequests } from './emulator-site';

const DOMAIN = 'solange.exemplo.com.br';
const DOMAIN_ORIGIN = `https://${DOMAIN}`;
const site = new URL(EMULATOR_SITE);

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** GET `path` from the Hosting emulator as a browser asking for `host` would (fetch cannot set Host). */
function get(host: string, path: string): Promise<Answer> {
  return new Promise((done, fail) => {
    const req = request({ hostname: site.hostname, port: site.port, path, headers: { Host: host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', fail);
    req.end();
  });
}

const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
const ogUrlOf = (html: string) => /<meta property="og:url" content="([^"]+)"/.exec(html)?.[1] ?? null;

describe('a skin on its own domain, through the Hosting and Functions emulators', () => {
  it("answers the domain's / with the skin's main page, its canonical link on the domain", async () => {
    const page = await get(DOMAIN, '/');
    expect(page.status).toBe(200);
    expect(page.body).toContain('id="skin-data"');
    expect(page.body).toContain(`"frame":{"host":"${DOMAIN}"`);
    expect(canonicalOf(page.body)).toMatch(new RegExp(`^${DOMAIN_ORIGIN}/`));
    expect(ogUrlOf(page.body)).toMatch(new RegExp(`^${DOMAIN_ORIGIN}/`));
  });

  it("answers the skin's pages and cards at the domain's addresses, without /sol", async () => {
    const home = await get(DOMAIN, '/home');
    expect(home.status).toBe(200);
    expect(canonicalOf(home.body)).toBe(`${DOMAIN_ORIGIN}/home`);
    const card = /data-card-id="([^"]+)"/.exec(home.body)?.[1];
    expect(card).toBeDefined();
    const cardPage = await get(DOMAIN, `/home/card/${card}`);
    expect(cardPage.status).toBe(200);
    expect(canonicalOf(cardPage.body)).toBe(`${DOMAIN_ORIGIN}/home/card/${card}`);
    // The main site's address of the skin is not a page of the domain.
    expect((await get(DOMAIN, '/sol/home')).status).toBe(404);
  });

  it('answers its own sitemap, listing only the skin, on the domain', async () => {
    const sitemap = await get(DOMAIN, '/sitemap.xml');
    expect(sitemap.status).toBe(200);
    const locs = [...sitemap.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toContain(`${DOMAIN_ORIGIN}/home`);
    for (const loc of locs) expect(loc?.startsWith(`${DOMAIN_ORIGIN}/`)).toBe(true);
  });

  it('gives a host no skin holds the main site', async () => {
    const root = await get('outro.exemplo.com.br', '/');
    expect(root.status).toBe(200);
    expect(root.body).not.toContain('id="skin-data"');
    const page = await get('outro.exemplo.com.br', '/sol/home');
    expect(page.status).toBe(200);
    expect(canonicalOf(page.body)).not.toContain('exemplo.com.br');
    expect(canonicalOf(page.body)).toMatch(/\/sol\/home$/);
  });

  it("sends the signed-in area on the domain to the site's own origin, and serves it on the site", async () => {
    for (const path of ['/menu', '/menu/alguem/contatos', '/conversa/c1/v1']) {
      const moved = await get(DOMAIN, path);
      expect({ path, status: moved.status, location: moved.headers['location'] }).toEqual({
        path,
        status: 302,
        location: `${EMULATOR_SITE.replace(/\/+$/, '')}${path}`,
      });
      const onSite = await get(site.host, path);
      expect({ path, status: onSite.status }).toEqual({ path, status: 200 });
      expect(onSite.body).toContain('<div id="root">');
    }
  });

  describe('in a browser that resolves the domain to this machine', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await chromium.launch({
        executablePath: CHROMIUM_PATH,
        headless: true,
        args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${DOMAIN} ${site.hostname}`],
      });
    });
    afterAll(async () => {
      await browser?.close();
    });

    it("hydrates the domain's main page and keeps its links on the domain", async () => {
      const page = await browser.newPage();
      const errors = watchPageErrors(page);
      const outside = watchOutsideRequests(page);
      await page.goto(`http://${DOMAIN}:${site.port}/`);
      await page.waitForFunction(() => performance.getEntriesByName('lab:hydrated').length > 0);
      const tabs = await page.locator('a[href]').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      expect(tabs).toContain('/home');
      expect(tabs.some((href) => href.startsWith('/sol/'))).toBe(false);
      expect(errors).toEqual([]);
      // The domain itself is this machine here; nothing else may be asked for anything.
      expect(outside.filter((url) => new URL(url).hostname !== DOMAIN)).toEqual([]);
    });
  });
});
