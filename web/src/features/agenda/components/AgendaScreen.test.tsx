/**
 * AGENDA on the demo backend: her bookings are seeded in the demo store (the booking callable is not
 * in the registry yet) and read through the real live read. The agenda's own callables (cancelBooking,
 * setDepositPaid, renewAgendaFeed) are not in the registry either, so `backend.call` is intercepted
 * for those three names only, by a small fake that behaves as the agenda's contract says: it writes
 * the change into the demo store (which the live reads then show) and answers with the contract's
 * result, or refuses in Portuguese. Every other call reaches the real handlers.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, paths } from '@lab/domain/kernel';
import type { ReservaDoc } from '@lab/domain/bookings';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { AgendaScreen } from './AgendaScreen';

const routes = [{ path: '/menu/:userId/agenda', element: <AgendaScreen /> }];
const SLOW = { timeout: 10_000 };
const HER = 'user-visitante';
const HOUR = 3_600_000;
const at = (iso: string) => Date.parse(iso);

let backend: TestBackend;
let refuseNext: string | null;
const calls: Array<[string, unknown]> = [];

function booking(id: string, comecaEm: number, fields: Partial<ReservaDoc> = {}): ReservaDoc {
  return {
    id,
    agenda: `${HER}~skin-visitante`,
    dona: HER,
    skinId: 'skin-visitante',
    skin: 'visitante',
    pagina: 'home',
    container: 'c-agenda',
    servico: { id: 'consulta', nome: 'Consulta', duracaoMin: 60, precoCentavos: 20000, sinalCentavos: 5000 },
    comecaEm,
    terminaEm: comecaEm + HOUR,
    fuso: 'America/Sao_Paulo',
    visitante: { nome: 'Ana Souza', email: 'ana@example.com' },
    estado: 'confirmada',
    sequencia: 0,
    criadaEm: comecaEm - 48 * HOUR,
    idContato: `contato-${id}`,
    idConversa: `conversa-${id}`,
    sinal: { centavos: 5000, txid: id, pago: false },
    segredoHash: 'a'.repeat(64),
    ...fields,
  };
}

/** Writes into the demo store as a callable's commit would; the fake runs inside the app's own act(). */
const write = (docs: Record<string, object>) =>
  backend.runtime.db.runTransaction((tx) => {
    for (const [path, data] of Object.entries(docs)) tx.set(path, data as Record<string, unknown>);
  });
const bookingDocs = (bookings: ReservaDoc[]) => Object.fromEntries(bookings.map((b) => [paths.reserva(b.id), b]));
/** Seeds bookings before or while the screen is open. */
const storeBookings = (...bookings: ReservaDoc[]) => act(() => write(bookingDocs(bookings)));
const stored = (id: string) => backend.runtime.db.get<ReservaDoc>(paths.reserva(id));

/** The agenda's callables as their contract says, on the demo store. */
async function agendaFake(name: string, payload: Record<string, unknown>): Promise<unknown> {
  calls.push([name, payload]);
  if (refuseNext) {
    const message = refuseNext;
    refuseNext = null;
    throw new DomainError('failed-precondition', message);
  }
  if (name === 'renewAgendaFeed') {
    const segredo = `segredo${String(calls.length).padStart(25, '0')}`;
    await write({ [paths.agendaFeed(HER)]: { uid: HER, segredo, criadoEm: Date.now() } });
    return { endereco: `http://localhost/agenda/${HER}/${segredo}.ics` };
  }
  const current = stored(String(payload['reserva']));
  if (!current || current.dona !== HER) throw new DomainError('not-found', 'Agendamento não encontrado.');
  if (name === 'cancelBooking') {
    const motivo = payload['mensagem'] as string | undefined;
    await write(
      bookingDocs([
        {
          ...current,
          estado: 'cancelada',
          canceladaPor: 'dona',
          sequencia: current.sequencia + 1,
          ...(motivo ? { motivo } : {}),
        },
      ]),
    );
    return { estado: 'cancelada' };
  }
  const pago = payload['pago'] === true;
  await write(bookingDocs([{ ...current, sinal: { ...current.sinal!, pago } }]));
  return { pago };
}

beforeEach(async () => {
  backend = freshDemoBackend();
  refuseNext = null;
  calls.length = 0;
  const real = backend.call.bind(backend);
  jest
    .spyOn(backend, 'call')
    .mockImplementation(((name: string, payload: Record<string, unknown>) =>
      ['cancelBooking', 'setDepositPaid', 'renewAgendaFeed'].includes(name)
        ? agendaFake(name, payload)
        : real(name as never, payload as never)) as typeof backend.call);
  await signInAs(backend, HER, 'visitante');
});
afterEach(() => jest.restoreAllMocks());

const openAgenda = () => renderAt(backend, routes, `/menu/${HER}/agenda`);
const day = (name: string) => screen.findByRole('region', { name }, SLOW);
const cardOf = (scope: HTMLElement, title: RegExp) => within(scope).getByRole('listitem', { name: title });

describe('AGENDA', () => {
  // 30 Nov 2037 is a Monday; São Paulo is UTC-3 all year.
  const MONDAY_10 = at('2037-11-30T13:00:00Z');

  it('lists her next bookings by day in her zone, each with its time, service, visitor, skin, deposit and conversation', async () => {
    await storeBookings(
      booking('tue', at('2037-12-01T12:00:00Z'), {
        servico: { id: 'mentoria', nome: 'Mentoria', duracaoMin: 30 },
        terminaEm: at('2037-12-01T12:30:00Z'),
        visitante: { nome: 'Carla', email: 'carla@example.com' },
        sinal: undefined,
      }),
      booking('mon-late', at('2037-11-30T17:30:00Z'), {
        visitante: { nome: 'Bruno', email: `bruno.${'x'.repeat(60)}@example.com`, whatsapp: '+5511987654321' },
      }),
      booking('mon', MONDAY_10),
      booking('gone', Date.now() - 48 * HOUR),
      booking('someone-elses', MONDAY_10, { dona: 'user-multi' }),
    );
    openAgenda();

    const monday = await day('Segunda-feira, 30 de novembro');
    const tuesday = screen.getByRole('region', { name: 'Terça-feira, 1 de dezembro' });
    expect(monday.compareDocumentPosition(tuesday) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(
      within(monday)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('.booking-card__time')?.textContent),
    ).toEqual(['10:00–11:00', '14:30–15:30']);
    const ana = cardOf(monday, /10:00–11:00 Consulta/);
    expect(ana).toHaveTextContent('Ana Souza');
    expect(within(ana).getByRole('link', { name: 'ana@example.com' })).toHaveAttribute('href', 'mailto:ana@example.com');
    expect(ana).toHaveTextContent('Skin visitante');
    expect(ana).toHaveTextContent(/Sinal R\$\s50,00 · aguardando/);
    expect(within(ana).getByRole('link', { name: 'Ver conversa' })).toHaveAttribute(
      'href',
      `/menu/${HER}/contatos/contato-mon/chat/conversa-mon`,
    );
    const bruno = cardOf(monday, /14:30–15:30/);
    expect(within(bruno).getByRole('link', { name: /WhatsApp \+55 11 98765-4321/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321',
    );
    const carla = cardOf(tuesday, /09:00–09:30 Mentoria/);
    expect(within(carla).queryByText(/Sinal/)).toBeNull();
    expect(within(carla).queryByRole('button', { name: 'Marcar sinal como pago' })).toBeNull();
    expect(screen.queryByText(/48/)).toBeNull();
    expect(screen.getAllByRole('listitem', { name: /Consulta|Mentoria/ })).toHaveLength(3);
  });

  it('cancels a booking with her message to the visitor, and shows it struck through under Canceladas', async () => {
    await storeBookings(booking('mon', MONDAY_10));
    openAgenda();
    const monday = await day('Segunda-feira, 30 de novembro');
    await userEvent.click(within(cardOf(monday, /10:00–11:00/)).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar agendamento' });
    await userEvent.type(within(dialog).getByLabelText('Mensagem para Ana Souza (opcional)'), 'Fiquei doente, desculpe.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar agendamento' }));

    expect(calls).toEqual([['cancelBooking', { reserva: 'mon', mensagem: 'Fiquei doente, desculpe.' }]]);
    expect(await screen.findByText(/Adicione um container Agenda a uma página da sua skin no/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(stored('mon')?.estado).toBe('cancelada'), SLOW);
    const toggle = screen.getByRole('button', { name: 'Canceladas (1)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    const cancelled = cardOf(screen.getByRole('list', { name: 'Canceladas' }), /Segunda-feira, 30 de novembro, 10:00–11:00/);
    expect(cancelled).toHaveClass('booking-card--cancelled');
    expect(cancelled).toHaveTextContent('Cancelada');
    expect(cancelled).toHaveTextContent('Mensagem enviada: Fiquei doente, desculpe.');
    expect(within(cancelled).queryByRole('button', { name: 'Cancelar' })).toBeNull();
  });

  it('marks the deposit paid and undoes it', async () => {
    await storeBookings(booking('mon', MONDAY_10));
    openAgenda();
    const card = cardOf(await day('Segunda-feira, 30 de novembro'), /10:00–11:00/);
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar sinal como pago' }));
    expect(await within(card).findByText(/Sinal R\$\s50,00 · pago/, {}, SLOW)).toBeInTheDocument();
    await waitFor(() => expect(stored('mon')?.sinal?.pago).toBe(true), SLOW);
    await userEvent.click(await within(card).findByRole('button', { name: 'Desfazer' }, SLOW));
    expect(await within(card).findByText(/Sinal R\$\s50,00 · aguardando/, {}, SLOW)).toBeInTheDocument();
    expect(calls).toEqual([
      ['setDepositPaid', { reserva: 'mon', pago: true }],
      ['setDepositPaid', { reserva: 'mon', pago: false }],
    ]);
  });

  it('puts the deposit back and says the server’s refusal beside the booking when the mark is refused', async () => {
    await storeBookings(booking('mon', MONDAY_10));
    openAgenda();
    const card = cardOf(await day('Segunda-feira, 30 de novembro'), /10:00–11:00/);
    refuseNext = 'Este agendamento já foi cancelado.';
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await userEvent.click(within(card).getByRole('button', { name: 'Marcar sinal como pago' }));
    expect(await within(card).findByRole('alert', {}, SLOW)).toHaveTextContent(
      'O sinal voltou ao que era: Este agendamento já foi cancelado.',
    );
    expect(card).toHaveTextContent(/Sinal R\$\s50,00 · aguardando/);
    expect(stored('mon')?.sinal?.pago).toBe(false);
    expect(logged).toHaveBeenCalledWith('Erro ao alterar o agendamento:', expect.any(DomainError));
  });

  it('says how to get bookings when she has none ahead', async () => {
    openAgenda();
    expect(await screen.findByText(/Adicione um container Agenda a uma página da sua skin no/, {}, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'EDITAR SKIN' })).toHaveAttribute('href', `/menu/${HER}/skins/visitante/editar`);
  });

  it('creates her private calendar’s address, copies it, and makes a new one after asking, which ends the old one', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    openAgenda();
    const panel = await screen.findByRole('region', { name: 'Calendário privado' }, SLOW);
    expect(within(panel).getByText(/funciona no site publicado/)).toBeInTheDocument();
    expect(within(panel).getByText(/Outras agendas \(\+\) > Do URL/)).toBeInTheDocument();
    await userEvent.click(await within(panel).findByRole('button', { name: 'Criar endereço' }, SLOW));
    const first = await within(panel).findByText(/^http:\/\/localhost\/agenda\/user-visitante\/segredo0+1\.ics$/, {}, SLOW);
    const address = first.textContent ?? '';

    await userEvent.click(within(panel).getByRole('button', { name: 'Copiar endereço' }));
    expect(writeText).toHaveBeenCalledWith(address);
    expect(within(panel).getByRole('status')).toHaveTextContent('Endereço copiado.');

    await userEvent.click(within(panel).getByRole('button', { name: 'Gerar novo endereço' }));
    const confirm = screen.getByRole('dialog', { name: 'Gerar novo endereço' });
    expect(confirm).toHaveTextContent(/para de funcionar/);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Gerar novo endereço' }));
    await waitFor(() => expect(within(panel).queryByText(address)).toBeNull(), SLOW);
    expect(within(panel).getByText(/\/agenda\/user-visitante\/segredo0+2\.ics$/)).toBeInTheDocument();
    expect(calls).toEqual([
      ['renewAgendaFeed', {}],
      ['renewAgendaFeed', {}],
    ]);
  });
});
