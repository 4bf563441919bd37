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
  marinaProposesAndAnswers,
  marinaSavesAQuickReply,
  visitorAnswers,
} from '../signed-in/lead-flow';
import { marinaAddsAPageAndAForm, marinaStarts, PHONE, Stopwatch } from '../signed-in/marina-flow';
import { screenshot, sessionPerFile, watchPageErrors } from '../signed-in/signed-in-site';
import { EMULATOR_SITE, watchOutsideRequests } from './emulator-site';

const session = sessionPerFile(EMULATOR_SITE);

describe('from a message to a client, on the emulators', () => {
  it('her questions answered, the lead in Novo with its briefing, moved to Proposta enviada, a quick reply, the CSV, the automatic answer once', async () => {
    const marina = await (await session.newContext({ viewport: PHONE })).newPage();
    const outside = watchOutsideRequests(marina);
    const errors = watchPageErrors(marina);
    await marinaStarts(marina, new Stopwatch());
    await marinaAddsAPageAndAForm(marina, new Stopwatch());
    const base = await marinaAsksHerQuestions(marina);
    await marinaClosesToday(marina, base);
    await marinaSavesAQuickReply(marina, base);

    const visitor = await (await session.newContext({ viewport: PHONE })).newPage();
    const visitorErrors = watchPageErrors(visitor);
    await visitorAnswers(visitor);

    await marinaFindsTheLead(marina, base);
    await screenshot(marina, 'emulators-leads-briefing-375');
    await marinaProposesAndAnswers(marina);
    await marinaExportsHerLeads(marina, base);

    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
