/**
 * Her time booked from her page on the path that ships: the Firebase build on the Hosting, Functions,
 * Auth and Firestore emulators, at 375 px (agenda-flow.ts has the steps, shared with the demo suite).
 * Three browsers share nothing but the emulators, as three phones would. Here the second visitor also
 * calls bookSlot directly, past the page, and her calendar's private address is read as a calendar
 * app reads it.
 */
import { randomUUID } from 'node:crypto';
import type ICALModule from 'ical.js' with { 'resolution-mode': 'import' };
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
} from '../signed-in/agenda-flow';
import { marinaStarts, PHONE, Stopwatch, type Creator } from '../signed-in/marina-flow';
import { screenshot, sessionPerFile, watchPageErrors } from '../signed-in/signed-in-site';
import { adminDocuments, EMULATOR_SITE, PROJECT_ID, watchOutsideRequests } from './emulator-site';

const ICAL = jest.requireActual<typeof ICALModule>('ical.js');

/** Not Marina nor Beatriz: the Emulator Suite's suites share one database. */
const CARLA: Creator = { name: 'Carla Dias', skin: 'carla-dias' };
const CALLABLES = `http://127.0.0.1:5001/${PROJECT_ID}/southamerica-east1`;

const session = sessionPerFile(EMULATOR_SITE);
const phone = () => session.newContext({ viewport: PHONE, timezoneId: ZONE });

/** bookSlot called as a script would, over the callable protocol, past the page. */
async function bookDirectly(pagina: string): Promise<{ status: string; proximos?: number[] }> {
  const response = await fetch(`${CALLABLES}/bookSlot`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      data: {
        skin: CARLA.skin,
        pagina,
        servico: 'conversa',
        comecaEm: nextMonday().tenOClock,
        nome: 'Roteiro',
        email: 'roteiro@example.com',
        idEnvio: randomUUID(),
      },
    }),
  });
  const body = (await response.json()) as { result?: { status: string; proximos?: number[] }; error?: unknown };
  if (!body.result) throw new Error(`bookSlot answered ${JSON.stringify(body)}`);
  return body.result;
}

describe('her time booked from her page, on the emulators', () => {
  it('Monday 10h booked once, refused to a second visitor and to a direct call, in AGENDA and CONTATOS, the invitation and her feed read back, freed by the cancel link', async () => {
    const carla = await (await phone()).newPage();
    const outside = watchOutsideRequests(carla);
    const errors = watchPageErrors(carla);
    await marinaStarts(carla, new Stopwatch(), CARLA);
    const base = new URL(carla.url()).pathname.replace(/\/skins\/.*$/, '');
    await sheAddsHerAgenda(carla);

    const first = await (await phone()).newPage();
    const second = await (await phone()).newPage();
    const visitorErrors = [...watchPageErrors(first), ...watchPageErrors(second)];
    await visitorOpensMonday(first, CARLA);
    await visitorOpensMonday(second, CARLA);
    await visitorFillsTen(second, SECOND);
    await visitorFillsTen(first, FIRST);
    await visitorConfirms(first, FIRST);
    await secondVisitorFindsTenTaken(second);
    await screenshot(second, 'emulators-agenda-taken-375');

    const [booking] = (await adminDocuments('reservas')).filter((r) => r['skin'] === CARLA.skin);
    expect(booking).toMatchObject({ estado: 'confirmada', visitante: expect.objectContaining({ email: FIRST.email }) });
    const direct = await bookDirectly(String(booking!['pagina']));
    expect(direct.status).toBe('ocupado');
    expect(direct.proximos?.length).toBeGreaterThan(0);
    expect((await adminDocuments('reservas')).filter((r) => r['skin'] === CARLA.skin)).toHaveLength(1);

    await sheSeesItInAgenda(carla, base);
    await carla.getByRole('button', { name: 'Criar endereço' }).click();
    const address = carla.locator('code.agenda-feed__address');
    await address.waitFor({ timeout: 30000 });
    const feedUrl = new URL((await address.textContent()) ?? '');
    const feed = await fetch(`${EMULATOR_SITE}${feedUrl.pathname}`);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/^text\/calendar/);
    const events = new ICAL.Component(ICAL.parse(await feed.text())).getAllSubcomponents('vevent');
    const starts = events.map((e) => (e.getFirstPropertyValue('dtstart') as InstanceType<typeof ICAL.Time>).toJSDate().getTime());
    expect(starts).toContain(nextMonday().tenOClock);
    await sheSeesItInContacts(carla, base);

    const mails = (await adminDocuments('mail')) as Parameters<typeof invitationInMail>[0];
    const { link } = invitationInMail(mails, FIRST.email);
    await visitorCancelsByLink(first, new URL(link, EMULATOR_SITE).pathname + new URL(link, EMULATOR_SITE).hash);
    await visitorOpensMonday(second, CARLA);
    expect(await second.getByRole('button', { name: '10:00', exact: true }).count()).toBe(1);

    expect(outside).toEqual([]);
    expect(errors).toEqual([]);
    expect(visitorErrors).toEqual([]);
  });
});
