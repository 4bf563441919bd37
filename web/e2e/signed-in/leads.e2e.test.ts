/**
 * From a message to a client on the demo's production build, at 375 px (lead-flow.ts has the steps,
 * shared with the Emulator Suite). The demo's database is each browser's own, so between her browser
 * and the visitor's the saved data is carried as a server would (demo-carry.ts).
 */
import { carryOver } from './demo-carry';
import {
  marinaAsksHerQuestions,
  marinaClosesToday,
  marinaExportsHerLeads,
  marinaFindsTheLead,
  marinaAnswersAndProposes,
  marinaSavesAQuickReply,
  visitorAnswers,
} from './lead-flow';
import { marinaAddsAPageAndAForm, marinaStarts, PHONE, Stopwatch, type Creator } from './marina-flow';
import { screenshot, sessionPerFile, watchPageErrors } from './signed-in-site';

/** Not Marina: the Emulator Suite's suites share one database, and her address is her first-minutes suite's. */
const BEATRIZ: Creator = { name: 'Beatriz Lima', skin: 'beatriz-lima' };

const session = sessionPerFile();

describe('from a message to a client, on the demo', () => {
  it('her questions answered, the lead in Novo with its briefing, moved to Proposta enviada, a quick reply, the CSV, the automatic answer once', async () => {
    const beatriz = await (await session.newContext({ viewport: PHONE })).newPage();
    const errors = watchPageErrors(beatriz);
    await marinaStarts(beatriz, new Stopwatch(), BEATRIZ);
    await marinaAddsAPageAndAForm(beatriz, new Stopwatch(), BEATRIZ);
    const base = await marinaAsksHerQuestions(beatriz);
    await screenshot(beatriz, 'leads-question-editor-375', { fullPage: false });
    await marinaClosesToday(beatriz, base);
    await screenshot(beatriz, 'leads-business-hours-375');
    await marinaSavesAQuickReply(beatriz, base);

    const visitor = await (await session.newContext({ viewport: PHONE })).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto('/');
    await carryOver(beatriz, visitor);
    await visitorAnswers(visitor, BEATRIZ);
    await carryOver(visitor, beatriz);

    await marinaFindsTheLead(beatriz, base);
    await screenshot(beatriz, 'leads-briefing-375');
    await marinaAnswersAndProposes(beatriz, base);
    await marinaExportsHerLeads(beatriz, BEATRIZ);
    await screenshot(beatriz, 'leads-board-375');
    await beatriz.setViewportSize({ width: 1280, height: 900 });
    await beatriz.getByRole('region', { name: 'Proposta enviada: 1' }).waitFor({ timeout: 20000 });
    await screenshot(beatriz, 'leads-board-1280');
    await beatriz.getByRole('region', { name: 'Proposta enviada: 1' }).getByRole('link').first().click();
    await beatriz.getByRole('region', { name: 'Briefing' }).waitFor({ timeout: 20000 });
    await screenshot(beatriz, 'leads-briefing-1280', { fullPage: false });
    await beatriz.goto(`${base}/skins/${BEATRIZ.skin}/editar`);
    await beatriz
      .getByRole('list', { name: 'Páginas' })
      .getByRole('button', { name: /^Sobre mim/ })
      .click({ timeout: 20000 });
    const questions = beatriz.getByRole('list', { name: 'Perguntas de Fale comigo' });
    await questions.scrollIntoViewIfNeeded({ timeout: 20000 });
    await screenshot(beatriz, 'leads-question-editor-1280', { fullPage: false });

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
