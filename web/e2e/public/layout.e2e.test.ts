/**
 * The product's layout figures, measured in the browser at five window sizes, and
 * screenshots of both themes at each of them (saved to /tmp/shots for people to look at), then the
 * edges of every band. The figures are CSS (shared/layout/layout.css), so only a browser can check
 * them; the signed-in menu's width is checked in e2e/signed-in/menu.e2e.test.ts.
 */
import type { Page } from 'playwright-core';
import { screenshot } from '../harness';
import { regionSize, startPublicSite, untilAnimationsEnd, type PublicSite } from './public-site';

let site: PublicSite;
beforeAll(async () => {
  site = await startPublicSite();
});
afterAll(() => site.close());

interface Figures {
  content: [number, number];
  background: [number, number];
  header: number;
  profileCard: [number, number];
  card: [number, number];
}

// The product's figures: wide windows (> 1000) get the fixed widths; 400-1000 wide, the profile
// card is 35% of the height (80% when not taller than 400); up to 400 wide, 0.618 x the width;
// cards are 275 wide (width - 82 below 350) and 1.618 x as high.
const SIZES: Array<[number, number, Figures]> = [
  [1280, 800, { content: [1000, 800], background: [995, 795], header: 995, profileCard: [996, 280], card: [275, 444.95] }],
  [800, 900, { content: [800, 900], background: [795, 895], header: 795, profileCard: [796, 315], card: [275, 444.95] }],
  [800, 380, { content: [800, 380], background: [795, 375], header: 795, profileCard: [796, 304], card: [275, 444.95] }],
  [390, 844, { content: [390, 844], background: [385, 839], header: 385, profileCard: [386, 241.02], card: [275, 444.95] }],
  [340, 700, { content: [340, 700], background: [335, 695], header: 335, profileCard: [336, 210.12], card: [258, 417.44] }],
];

async function expectFigures(page: Page, figures: Figures): Promise<void> {
  const near = (actual: number, expected: number) => expect(Math.abs(actual - expected)).toBeLessThanOrEqual(0.5);
  const content = await regionSize(page, 'content');
  near(content.width, figures.content[0]);
  near(content.height, figures.content[1]);
  const background = await regionSize(page, 'background');
  near(background.width, figures.background[0]);
  near(background.height, figures.background[1]);
  near((await regionSize(page, 'header')).width, figures.header);
  const profile = await regionSize(page, 'profile-card');
  near(profile.width, figures.profileCard[0]);
  near(profile.height, figures.profileCard[1]);
  const card = await regionSize(page, 'card');
  near(card.width, figures.card[0]);
  near(card.height, figures.card[1]);
}

async function shoot(page: Page, name: string): Promise<void> {
  await screenshot(page, `public-${name}`, { fullPage: false });
}

/** Scrolls the content area so its first card sits near the top, for a second screenshot. */
async function scrollToCards(page: Page): Promise<void> {
  await page.evaluate(() => {
    const content = document.querySelector('[data-region="content"]') as HTMLElement;
    const card = document.querySelector('[data-region="card"]') as HTMLElement;
    content.style.scrollBehavior = 'auto';
    content.scrollTop = card.getBoundingClientRect().top - content.getBoundingClientRect().top + content.scrollTop - 70;
  });
}

describe.each(SIZES)('the layout at %i x %i', (width, height, figures) => {
  it('gives every region its measures, on the CYBERPINK skin', async () => {
    const { page, errors } = await site.open('/lab/projetos', { width, height });
    await page.locator('[data-region="card"]').first().waitFor();
    await expectFigures(page, figures);
    await page.waitForLoadState('networkidle');
    await shoot(page, `cyberpink-projetos-${width}x${height}`);
    await scrollToCards(page);
    await shoot(page, `cyberpink-projetos-cards-${width}x${height}`);
    expect(errors).toEqual([]);
  });

  it('gives every region its measures, on the sunshine skin', async () => {
    const { page } = await site.open('/sol/home', { width, height });
    await page.locator('[data-region="card"]').first().waitFor();
    await expectFigures(page, figures);
    await page.waitForLoadState('networkidle');
    await shoot(page, `sunshine-home-${width}x${height}`);
    await scrollToCards(page);
    await shoot(page, `sunshine-home-cards-${width}x${height}`);
  });

  it('fits the home page and the contact form (screenshots)', async () => {
    const home = await site.open('/lab/home', { width, height });
    await home.page.getByRole('heading', { level: 1, name: 'Home' }).waitFor();
    await home.page.waitForLoadState('networkidle');
    await shoot(home.page, `cyberpink-home-${width}x${height}`);
    const contact = await site.open('/lab/contato', { width, height });
    await contact.page.getByRole('heading', { name: 'Como posso ajudar?' }).waitFor();
    await contact.page.getByRole('button', { name: 'ENVIAR' }).click();
    await contact.page.getByRole('heading', { name: 'Como posso ajudar?' }).scrollIntoViewIfNeeded();
    await shoot(contact.page, `cyberpink-contato-${width}x${height}`);
    const login = await site.open('/', { width, height });
    await login.page.getByRole('button', { name: /Entrar com Google/ }).waitFor({ state: 'visible' });
    await untilAnimationsEnd(login.page);
    await shoot(login.page, `login-${width}x${height}`);
    // Nothing sticks out sideways: the page itself never scrolls horizontally.
    for (const page of [home.page, contact.page, login.page]) {
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    }
  });
});

// The edges of the bands, where a media query written one pixel off would show.
const BAND_EDGES: Array<[string, number, number, Figures]> = [
  [
    'exactly 1000 px wide counts as not wide (the two bands meet there)',
    1000,
    700,
    { content: [1000, 700], background: [995, 695], header: 995, profileCard: [996, 245], card: [275, 444.95] },
  ],
  [
    'exactly 400 px high counts as not taller than 400 (profile card 80% high)',
    800,
    400,
    { content: [800, 400], background: [795, 395], header: 795, profileCard: [796, 320], card: [275, 444.95] },
  ],
  [
    '401 px wide and 400 high is not narrow, so the profile card is 80% high',
    401,
    400,
    { content: [401, 400], background: [396, 395], header: 396, profileCard: [397, 320], card: [275, 444.95] },
  ],
  [
    'exactly 400 px wide counts as narrow (profile card 0.618 x the width)',
    400,
    900,
    { content: [400, 900], background: [395, 895], header: 395, profileCard: [396, 247.2], card: [275, 444.95] },
  ],
  [
    'exactly 350 px wide keeps 275 px cards',
    350,
    700,
    { content: [350, 700], background: [345, 695], header: 345, profileCard: [346, 216.3], card: [275, 444.95] },
  ],
  [
    '349 px wide makes cards the width minus 82',
    349,
    700,
    { content: [349, 700], background: [344, 695], header: 344, profileCard: [345, 215.68], card: [267, 432.01] },
  ],
];

describe.each(BAND_EDGES)('at the edge of a band: %s', (_edge, width, height, figures) => {
  it(`gives every region its measures at ${width} x ${height}`, async () => {
    const { page, errors } = await site.open('/lab/projetos', { width, height });
    await page.locator('[data-region="card"]').first().waitFor();
    await expectFigures(page, figures);
    expect(errors).toEqual([]);
  });
});

describe('the first paint', () => {
  it.each([
    [1280, 800],
    [390, 844],
  ])('has every region at its size from the start: nothing shifts as the page loads (%i x %i)', async (width, height) => {
    const { page, errors } = await site.open('about:blank', { width, height });
    // Every layout shift the browser sees, from the very first paint (buffered) on.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      Object.assign(window, { layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/lab/projetos');
    await page.locator('[data-region="card"]').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

/** Resolves once the page has the new width and two frames have run (its resize observers included). */
async function untilResizedTo(page: Page, width: number): Promise<void> {
  await page.waitForFunction((wanted) => window.innerWidth === wanted, width);
  await page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));
}

describe('resizing the window', () => {
  it('recomputes every measure', async () => {
    const { page } = await site.open('/lab/projetos', { width: 1280, height: 800 });
    await page.locator('[data-region="card"]').first().waitFor();
    for (const [width, height, figures] of [...SIZES].reverse()) {
      await page.setViewportSize({ width, height });
      await untilResizedTo(page, width);
      await expectFigures(page, figures);
    }
  });
});
