/**
 * Her clients' quotes on the demo build, at 375 px: she adds a Depoimentos container and makes its
 * link; a visitor (another browser) opens the link and sends a quote; her public page does not show it
 * until she approves it, then does. The demo's database is each browser's own, so what a server would
 * carry between them is carried as demo-carry.ts does. No page scrolls sideways. Screenshots of the
 * editor, the visitor's form and the public quotes at 375 and 1280 px in /tmp/shots/testimonials.
 */
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { expectNoSidewaysScroll } from '../phone-width';
import { carryOver } from './demo-carry';
import { PHONE } from './marina-flow';
import { sessionPerFile, signInToSkin, watchPageErrors } from './signed-in-site';
import {
  HERS,
  publicQuotes as quotesOn,
  QUOTE,
  sheAddsTestimonials,
  sheApproves,
  sheAsksForATestimonial,
  sheSeesPending,
  visitorFillsQuote,
  visitorSends,
} from './testimonials-flow';

const SHOTS = process.env.TESTIMONIAL_SHOTS ?? '/tmp/shots/testimonials';
const TITLE = 'O que dizem';

const session = sessionPerFile();
const phone = () => session.newContext({ viewport: PHONE });

/**
 * At 375 and 1280 px, back at 375 afterwards: the whole page, or the screen scrolled to `target`
 * (the studio around an editor would bury it; an element's own shot runs under the sticky header).
 */
async function shots(page: Page, name: string, target?: ReturnType<Page['locator']>): Promise<void> {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (target) await target.evaluate((element) => element.scrollIntoView({ block: 'start' }));
    await page.screenshot({ path: join(SHOTS, `${name}-${width}.png`), fullPage: !target });
  }
  await page.setViewportSize(PHONE);
}

const publicQuotes = (page: Page) => quotesOn(page, '/visitante', TITLE);

describe('her clients’ quotes, on the demo', () => {
  it('a quote sent through her link shows on her page only once she approves it', async () => {
    const her = await (await phone()).newPage();
    const errors = watchPageErrors(her);
    await signInToSkin(her, 'Visitante Teste');
    await her.goto('/menu/user-visitante/skins/visitante/editar');
    await sheAddsTestimonials(her, TITLE);
    const editor = her.getByRole('form', { name: `Depoimentos ${TITLE}` });
    const link = await sheAsksForATestimonial(her);
    await expectNoSidewaysScroll(her);

    const visitor = await (await phone()).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto('/');
    await carryOver(her, visitor);
    await visitorFillsQuote(visitor, link, 'visitante');
    await expectNoSidewaysScroll(visitor);
    await shots(visitor, 'visitor-form');
    await visitorSends(visitor);
    await expectNoSidewaysScroll(visitor);

    // Sent, not approved: her page shows only the one she wrote.
    expect(await publicQuotes(visitor)).toEqual([HERS]);
    await expectNoSidewaysScroll(visitor);

    await carryOver(visitor, her);
    await sheSeesPending(her, 1);
    await expectNoSidewaysScroll(her);
    await shots(her, 'editor-pending', her.locator('.testimonials-requests'));
    await sheApproves(her);
    await shots(her, 'editor', editor);

    await carryOver(her, visitor);
    expect(await publicQuotes(visitor)).toEqual([HERS, QUOTE]);
    await expectNoSidewaysScroll(visitor);
    await visitor.locator('.testimonials').scrollIntoViewIfNeeded();
    await shots(visitor, 'public-page');

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
