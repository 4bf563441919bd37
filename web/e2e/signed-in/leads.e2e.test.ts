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
  marinaProposesAndAnswers,
  marinaSavesAQuickReply,
  visitorAnswers,
} from './lead-flow';
import { MARINA, marinaAddsAPageAndAForm, marinaStarts, PHONE, Stopwatch } from './marina-flow';
import { screenshot, sessionPerFile, watchPageErrors } from './signed-in-site';

const session = sessionPerFile();

describe('from a message to a client, on the demo', () => {
  it('her questions answered, the lead in Novo with its briefing, moved to Proposta enviada, a quick reply, the CSV, the automatic answer once', async () => {
    const marina = await (await session.newContext({ viewport: PHONE })).newPage();
    const errors = watchPageErrors(marina);
    await marinaStarts(marina, new Stopwatch());
    await marinaAddsAPageAndAForm(marina, new Stopwatch());
    const base = await marinaAsksHerQuestions(marina);
    await screenshot(marina, 'leads-question-editor-375', { fullPage: false });
    await marinaClosesToday(marina, base);
    await screenshot(marina, 'leads-business-hours-375');
    await marinaSavesAQuickReply(marina, base);

    const visitor = await (await session.newContext({ viewport: PHONE })).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitor.goto('/');
    await carryOver(marina, visitor);
    await visitorAnswers(visitor);
    await carryOver(visitor, marina);

    await marinaFindsTheLead(marina, base);
    await screenshot(marina, 'leads-briefing-375');
    await marinaProposesAndAnswers(marina);
    await marinaExportsHerLeads(marina, base);
    await screenshot(marina, 'leads-board-375');
    await marina.setViewportSize({ width: 1280, height: 900 });
    await marina.getByRole('region', { name: 'Proposta enviada: 1' }).waitFor({ timeout: 20000 });
    await screenshot(marina, 'leads-board-1280');
    await marina.getByRole('region', { name: 'Proposta enviada: 1' }).getByRole('link').first().click();
    await marina.getByRole('region', { name: 'Briefing' }).waitFor({ timeout: 20000 });
    await screenshot(marina, 'leads-briefing-1280', { fullPage: false });
    await marina.goto(`${base}/skins/${MARINA.skin}/editar`);
    const questions = marina.getByRole('list', { name: 'Perguntas de Fale comigo' });
    await questions.scrollIntoViewIfNeeded({ timeout: 20000 });
    await screenshot(marina, 'leads-question-editor-1280', { fullPage: false });

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
