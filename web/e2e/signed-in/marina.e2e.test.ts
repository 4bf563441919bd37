/**
 * Marina's first ten minutes on a 375 px phone, on the demo's production build (marina-flow.ts has the
 * steps, shared with the Emulator Suite). The demo's database is each browser's own, so between her
 * browser and the visitor's the saved data is carried as a server would (demo-carry.ts).
 */
import { carryOver } from './demo-carry';
import {
  MARINA,
  marinaAddsACard,
  marinaAddsAPageAndAForm,
  marinaReads,
  marinaStarts,
  PHONE,
  Stopwatch,
  visitorWrites,
} from './marina-flow';
import { screenshot, sessionPerFile, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();

describe('Marina’s first ten minutes, on the demo', () => {
  it('from "Nova conta" to a visitor’s message in her inbox, at 375 px, counted and timed', async () => {
    const clock = new Stopwatch();
    const marina = await (await session.newContext({ viewport: PHONE })).newPage();
    const errors = watchPageErrors(marina);
    const drawn = await marinaStarts(marina, clock);
    expect(drawn).toMatch(/^User\d+$/);
    await marinaAddsACard(marina, clock, { uploads: true });
    await marinaAddsAPageAndAForm(marina, clock);
    await screenshot(marina, 'marina-studio-375', { fullPage: false });

    // Her page, as she sees it: her name as its heading, her link with https://, "Sobre mim" at /sobre-mim.
    await marina.goto(`/${MARINA.skin}`);
    await marina.locator('.profile-card__name').filter({ hasText: MARINA.name }).waitFor({ timeout: 20000 });
    // The demo's server has only the seed and answers this address "not found"; the app, which holds
    // her skin, then draws it and names the tab after her.
    await marina.waitForFunction((name) => document.title.includes(name), MARINA.name);
    expect(await marina.locator('a[href="https://behance.net/marina"]').count()).toBeGreaterThan(0);
    expect(await marina.getByRole('link', { name: 'Sobre mim' }).getAttribute('href')).toBe(`/${MARINA.skin}/sobre-mim`);

    const visitor = await (await session.newContext({ viewport: PHONE })).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto('/');
    await carryOver(marina, visitor);
    await visitorWrites(visitor, clock);
    await screenshot(visitor, 'marina-visitor-sent-375');
    await carryOver(visitor, marina);
    await marinaReads(marina, clock);
    await screenshot(marina, 'marina-inbox-375');

    // Nothing is left at the address the first sign-in drew.
    await visitor.goto(`/${drawn}`);
    await visitor
      .getByText(/ERROR 404|Nenhuma skin ou usuário correspondente foi encontrado\./)
      .first()
      .waitFor({ timeout: 15000 });

    console.log(clock.table('Marina no demo (375 px)'));
    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
