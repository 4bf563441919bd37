/**
 * Marina's first ten minutes on a 375 px phone, on the path that ships: the Firebase build on the
 * Hosting, Functions, Auth and Firestore emulators (the steps are marina-flow.ts, shared with the demo
 * suite). There is no Storage emulator in this suite: her photo is refused in the app's own words and
 * the card is saved without it. Two browsers share nothing but the emulators, as two phones would.
 */
import {
  MARINA,
  marinaAddsACard,
  marinaAddsAPageAndAForm,
  marinaReads,
  marinaStarts,
  PHONE,
  Stopwatch,
  visitorWrites,
} from '../signed-in/marina-flow';
import { screenshot, sessionPerFile, watchPageErrors } from '../signed-in/signed-in-site';
import { EMULATOR_SITE, watchOutsideRequests } from './emulator-site';

const session = sessionPerFile(EMULATOR_SITE);

describe('Marina’s first ten minutes, on the emulators', () => {
  it('from "Nova conta" to a visitor’s message in her inbox, at 375 px, counted and timed', async () => {
    const clock = new Stopwatch();
    const marina = await (await session.newContext({ viewport: PHONE })).newPage();
    const outside = watchOutsideRequests(marina);
    const errors = watchPageErrors(marina);
    const drawn = await marinaStarts(marina, clock);
    expect(drawn).toMatch(/^User\d+$/);
    await marinaAddsACard(marina, clock, { uploads: false });
    await marinaAddsAPageAndAForm(marina, clock);

    // Her page, rendered by the page function: her name, her link with https://, "Sobre mim" at /sobre-mim.
    const home = await marina.goto(`/${MARINA.skin}`);
    expect(home?.status()).toBe(200);
    await marina.locator('.profile-card__name').filter({ hasText: MARINA.name }).waitFor({ timeout: 20000 });
    expect(await marina.title()).toContain(MARINA.name);
    expect(await marina.locator('a[href="https://behance.net/marina"]').count()).toBeGreaterThan(0);
    expect(await marina.getByRole('link', { name: 'Sobre mim' }).getAttribute('href')).toBe(`/${MARINA.skin}/sobre-mim`);

    const visitor = await (await session.newContext({ viewport: PHONE })).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitorWrites(visitor, clock);
    await screenshot(visitor, 'emulators-marina-visitor-sent-375');
    await marinaReads(marina, clock);
    await screenshot(marina, 'emulators-marina-inbox-375');

    // Nothing is left at the address the first sign-in drew, and the sitemap does not list it.
    const old = await visitor.goto(`/${drawn}`);
    expect(old?.status()).toBe(404);
    await visitor
      .getByText(/ERROR 404|Nenhuma skin ou usuário correspondente foi encontrado\./)
      .first()
      .waitFor({ timeout: 15000 });
    const sitemap = await (await fetch(`${EMULATOR_SITE}/sitemap.xml`)).text();
    expect(sitemap).toContain(`/${MARINA.skin}`);
    expect(sitemap).not.toContain(`/${drawn}`);

    console.log(clock.table('Marina nos emuladores (375 px)'));
    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
