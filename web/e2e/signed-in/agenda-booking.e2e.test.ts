/**
 * Her time booked from her page on the demo's production build, at 375 px (agenda-flow.ts has the
 * steps, shared with the Emulator Suite). The demo's database is each browser's own, so what a server
 * would carry between her browser and the visitors' is carried as demo-carry.ts does.
 */
import { carryOver, savedSnapshot } from './demo-carry';
import {
  FIRST,
  invitationInMail,
  nextMonday,
  SECOND,
  secondVisitorFindsTenTaken,
  sheAddsHerAgenda,
  sheSeesItInAgenda,
  sheSeesItInContacts,
  visitorCancelsByLink,
  visitorConfirms,
  visitorFillsTen,
  visitorOpensMonday,
  ZONE,
} from './agenda-flow';
import { marinaStarts, PHONE, Stopwatch, type Creator } from './marina-flow';
import { screenshot, sessionPerFile, watchPageErrors } from './signed-in-site';

/** Not Marina nor Beatriz: the Emulator Suite's suites share one database. */
const CARLA: Creator = { name: 'Carla Dias', skin: 'carla-dias' };

const session = sessionPerFile();
const phone = () => session.newContext({ viewport: PHONE, timezoneId: ZONE });

describe('her time booked from her page, on the demo', () => {
  it('Monday 10h booked once, taken for the second visitor, in AGENDA and CONTATOS, the invitation read back, freed by the cancel link', async () => {
    const carla = await (await phone()).newPage();
    const errors = watchPageErrors(carla);
    await marinaStarts(carla, new Stopwatch(), CARLA);
    const base = new URL(carla.url()).pathname.replace(/\/skins\/.*$/, '');
    await sheAddsHerAgenda(carla);

    const first = await (await phone()).newPage();
    const second = await (await phone()).newPage();
    const visitorErrors = [...watchPageErrors(first), ...watchPageErrors(second)];
    for (const visitor of [first, second]) {
      await visitor.goto('/');
      await carryOver(carla, visitor);
      await visitorOpensMonday(visitor, CARLA);
    }
    await visitorFillsTen(second, SECOND);
    await visitorFillsTen(first, FIRST);
    await screenshot(first, 'agenda-visitor-form-375');
    await visitorConfirms(first, FIRST);
    await screenshot(first, 'agenda-visitor-confirmed-375');

    await carryOver(first, second);
    await secondVisitorFindsTenTaken(second);
    await screenshot(second, 'agenda-visitor-taken-375');

    await carryOver(first, carla);
    await sheSeesItInAgenda(carla, base);
    await screenshot(carla, 'agenda-screen-375');
    await carla.setViewportSize({ width: 1280, height: 900 });
    await screenshot(carla, 'agenda-screen-1280');
    await carla.setViewportSize(PHONE);
    await sheSeesItInContacts(carla, base);

    const mails = Object.entries((await savedSnapshot(first))?.docs ?? {})
      .filter(([path]) => path.startsWith('mail/'))
      .map(([, doc]) => doc);
    const { link } = invitationInMail(mails, FIRST.email);

    await visitorCancelsByLink(first, link);
    // The cancellation deleted the day's busy map: carried whole, so the deletion is carried too.
    await carryOver(first, second, { whole: true });
    await visitorOpensMonday(second, CARLA);
    expect(await second.getByRole('button', { name: '10:00', exact: true }).count()).toBe(1);
    await second.setViewportSize({ width: 1280, height: 900 });
    await screenshot(second, 'agenda-visitor-1280');
    expect(nextMonday().tenOClock).toBeGreaterThan(Date.now());

    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
