/**
 * From a message to a client on the path that ships: the Firebase build on the Hosting, Functions,
 * Auth and Firestore emulators, at 375 px (lead-flow.ts has the steps, shared with the demo suite).
 * The automatic answer is sent by the notice's trigger after the message commits; two browsers share
 * nothing but the emulators, as two phones would.
 */
import {
  marinaAsksHerQuestions,
  marinaClosesToday,
  marinaExportsHerLeads,
  marinaFindsTheLead,
  marinaAnswersAndProposes,
  marinaSavesAQuickReply,
  visitorAnswers,
} from '../signed-in/lead-flow';
import { marinaAddsAPageAndAForm, marinaStarts, PHONE, Stopwatch, type Creator } from '../signed-in/marina-flow';
import { screenshot, sessionPerFile, watchPageErrors } from '../signed-in/signed-in-site';
import { EMULATOR_SITE, watchOutsideRequests } from './emulator-site';

/** Not Marina: the Emulator Suite's suites share one database, and her address is her first-minutes suite's. */
const BEATRIZ: Creator = { name: 'Beatriz Lima', skin: 'beatriz-lima' };

const session = sessionPerFile(EMULATOR_SITE);

describe('from a message to a client, on the emulators', () => {
  it('her questions answered, the lead in Novo with its briefing, moved to Proposta enviada, a quick reply, the CSV, the automatic answer once', async () => {
    const beatriz = await (await session.newContext({ viewport: PHONE })).newPage();
    const outside = watchOutsideRequests(beatriz);
    const errors = watchPageErrors(beatriz);
    await marinaStarts(beatriz, new Stopwatch(), BEATRIZ);
    await marinaAddsAPageAndAForm(beatriz, new Stopwatch(), BEATRIZ);
    const base = await marinaAsksHerQuestions(beatriz);
    await marinaClosesToday(beatriz, base);
    await marinaSavesAQuickReply(beatriz, base);

    const visitor = await (await session.newContext({ viewport: PHONE })).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitorAnswers(visitor, BEATRIZ);

    await marinaFindsTheLead(beatriz, base);
    await screenshot(beatriz, 'emulators-leads-briefing-375');
    await marinaAnswersAndProposes(beatriz, base);
    await marinaExportsHerLeads(beatriz, BEATRIZ);

    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
