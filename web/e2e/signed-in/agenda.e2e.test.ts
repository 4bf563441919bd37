/**
 * AGENDA on the demo, on a phone first: her bookings (carried into the demo's saved data as the
 * booking's callable would write them) by day, a visitor with a very long name and e-mail, and her
 * private calendar's panel. At 414, 375 and 320 px nothing scrolls sideways (the phone-width watcher
 * checks every change), every target is 44 px, and axe-core finds nothing serious; at 1280 px the
 * calendar's panel sits beside the days.
 */
import { storeInDemo } from './demo-carry';
import { smallTapTargets } from '../phone-width';
import {
  chooseFromDrawer,
  expectAccessibleAt,
  openMenuFromSkin,
  sessionPerFile,
  signInToSkin,
  watchPageErrors,
} from './signed-in-site';

const session = sessionPerFile();
const HOUR = 3_600_000;
// Mondays 30 Nov 2037, 10:00 and 14:30 in São Paulo (UTC-3), and the Tuesday after.
const MONDAY_10 = Date.parse('2037-11-30T13:00:00Z');
const LONG = 'a'.repeat(120);

function booking(id: string, comecaEm: number, visitante: Record<string, string>) {
  return {
    id,
    agenda: 'user-visitante~skin-visitante',
    dona: 'user-visitante',
    skinId: 'skin-visitante',
    skin: 'visitante',
    pagina: 'home',
    container: 'c-agenda',
    servico: { id: 'consulta', nome: 'Consulta', duracaoMin: 60, precoCentavos: 20000, sinalCentavos: 5000 },
    comecaEm,
    terminaEm: comecaEm + HOUR,
    fuso: 'America/Sao_Paulo',
    visitante,
    estado: 'confirmada',
    sequencia: 0,
    criadaEm: comecaEm - 48 * HOUR,
    idContato: `contato-${id}`,
    idConversa: `conversa-${id}`,
    sinal: { centavos: 5000, txid: id, pago: false },
    segredoHash: 'a'.repeat(64),
  };
}

describe('AGENDA', () => {
  it('lists her bookings by day and her calendar’s panel, without sideways scroll at 414, 375 and 320 px', async () => {
    const page = await session.newPage();
    const errors = watchPageErrors(page);
    await page.setViewportSize({ width: 375, height: 812 });
    await signInToSkin(page, 'Visitante Teste');
    await openMenuFromSkin(page);
    await storeInDemo(page, {
      'reservas/mon': booking('mon', MONDAY_10, { nome: 'Ana Souza', email: 'ana@example.com', whatsapp: '+5511987654321' }),
      'reservas/long': booking('long', MONDAY_10 + 4.5 * HOUR, { nome: `Bruna ${LONG}`, email: `${LONG}@example.com` }),
      'reservas/tue': booking('tue', MONDAY_10 + 23 * HOUR, { nome: 'Carla', email: 'carla@example.com' }),
    });
    await chooseFromDrawer(page, 'AGENDA');
    const monday = page.getByRole('region', { name: 'Segunda-feira, 30 de novembro' });
    await monday.getByText('10:00–11:00').waitFor();
    await monday.getByText('14:30–15:30').waitFor();
    await page.getByRole('region', { name: 'Terça-feira, 1 de dezembro' }).getByText('09:00–10:00').waitFor();
    await page.getByRole('region', { name: 'Calendário privado' }).waitFor();

    for (const width of [414, 375, 320]) {
      await page.setViewportSize({ width, height: 812 });
      const wider = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect({ width, wider }).toEqual({ width, wider: 0 });
      expect(await page.evaluate(smallTapTargets, '.agenda')).toEqual([]);
    }
    await expectAccessibleAt(page, 'agenda');

    await page.setViewportSize({ width: 1280, height: 900 });
    const days = await page.getByRole('region', { name: 'Próximos agendamentos' }).boundingBox();
    const feed = await page.getByRole('region', { name: 'Calendário privado' }).boundingBox();
    expect(feed!.x).toBeGreaterThan(days!.x + days!.width - 1);
    expect(errors).toEqual([]);
  });
});
