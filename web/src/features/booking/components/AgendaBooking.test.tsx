/**
 * The visitor's booking widget on a skin's page. The booking callables are stood in for by a small
 * fake (booking-test-support.ts) until their handlers land; everything else is the demo backend.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PixQrImage } from '@lab/domain/card-kind-views';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { createTestBackend, resetSession, type TestBackend } from '../../../shared/testing/test-backend';
import { AgendaBooking, type AgendaBookingProps } from './AgendaBooking';
import { fakeBookings, type FakeService } from './booking-test-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** 13:00 UTC tomorrow and the day after: 10:00 in São Paulo, 13:00 in Lisbon (winter). */
const tomorrow = Math.floor(Date.now() / DAY) * DAY + DAY + 13 * HOUR;
const FREE = [tomorrow, tomorrow + HOUR, tomorrow + DAY, tomorrow + DAY + HOUR];

const CORTE: FakeService = { id: 'corte', nome: 'Corte e escova', duracaoMin: 30, precoCentavos: 15000, sinalCentavos: 5000 };
const CONSULTA: FakeService = { id: 'consulta', nome: 'Consulta de estilo', duracaoMin: 90 };

let zoneOfBrowser = 'America/Sao_Paulo';
beforeEach(() => {
  resetSession();
  zoneOfBrowser = 'America/Sao_Paulo';
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: zoneOfBrowser };
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

function setUp(services: FakeService[] = [CORTE, CONSULTA], backend: TestBackend = createTestBackend()) {
  const fake = fakeBookings(backend, { fuso: 'America/Sao_Paulo', services, free: FREE });
  const props: AgendaBookingProps = {
    skin: 'visitante',
    pagina: 'home',
    idPrefix: 'agenda-c1',
    agenda: { fuso: 'America/Sao_Paulo', servicos: services },
    QrImage: PixQrImage,
  };
  const view = renderWithBackend(<AgendaBooking {...props} />, backend);
  return { fake, backend, props, view };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const field = (name: string | RegExp) => screen.getByRole('textbox', { name });
const firstDay = () => screen.findByRole('button', { name: /^\S{3} \d{2}\/\d{2}$/, pressed: true });

async function pickCorteAtTen() {
  await userEvent.click(button(/Corte e escova/));
  await firstDay();
  await userEvent.click(button('10:00'));
}

describe('the agenda on a skin page', () => {
  it('lists her services with their duration, price and deposit', () => {
    setUp();
    const services = screen.getByRole('list', { name: 'Serviços' });
    expect(within(services).getByRole('button', { name: /Corte e escova/ })).toHaveTextContent(
      'Corte e escova30 min · R$ 150,00Sinal de R$ 50,00 via Pix',
    );
    expect(within(services).getByRole('button', { name: /Consulta de estilo/ })).toHaveTextContent(
      'Consulta de estilo1 h 30 min',
    );
  });

  it('books: service, day, time, each problem next to its field, then the confirmation with the Pix code', async () => {
    const { fake } = setUp();
    await pickCorteAtTen();
    await userEvent.click(button('Confirmar reserva'));
    expect(field('Nome')).toHaveAccessibleDescription('Diga o seu nome, para ela saber quem vem.');
    expect(field(/E-mail/)).toHaveAccessibleDescription(/Hey, você ainda não disse o seu e-mail!/);
    expect(fake.callsOf('bookSlot')).toHaveLength(0);
    await userEvent.type(field('Nome'), 'Bia Souza');
    await userEvent.type(field(/E-mail/), 'bia@example.com');
    await userEvent.type(field('WhatsApp (opcional)'), '+55 11 98765-4321');
    await userEvent.click(button('Confirmar reserva'));
    expect(await screen.findByRole('heading', { name: 'Reserva confirmada' })).toBeInTheDocument();
    expect(fake.callsOf('bookSlot')[0]).toMatchObject({
      skin: 'visitante',
      pagina: 'home',
      servico: 'corte',
      comecaEm: tomorrow,
      nome: 'Bia Souza',
      email: 'bia@example.com',
      whatsapp: '+55 11 98765-4321',
      fusoVisitante: 'America/Sao_Paulo',
      idEnvio: expect.any(String),
    });
    expect(screen.getByText('Enviamos a confirmação e o convite para bia@example.com')).toBeInTheDocument();
    expect(screen.getByText('Sinal de R$ 50,00 via Pix')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'QR Code do Pix do sinal' })).toBeInTheDocument();
    expect(screen.getByText(/^00020126580014br\.gov\.bcb\.pix/)).toBeInTheDocument();
    expect(button('Copiar código Pix')).toBeInTheDocument();
    expect(screen.getByText('Referência: reserva1')).toBeInTheDocument();
  });

  it('with one service, that service is chosen and its days show at once', async () => {
    setUp([CORTE]);
    expect(screen.queryByRole('list', { name: 'Serviços' })).not.toBeInTheDocument();
    expect(await firstDay()).toBeInTheDocument();
    expect(button('10:00')).toBeInTheDocument();
    expect(button('11:00')).toBeInTheDocument();
  });

  it('writes both clocks when the visitor’s differs from hers', async () => {
    zoneOfBrowser = 'Europe/Lisbon';
    setUp([CORTE]);
    await firstDay();
    expect(button('13:00 em Portugal (10:00 no horário de Brasília)')).toBeInTheDocument();
  });

  it('Mais datas asks for the next fourteen days', async () => {
    const { fake } = setUp([CORTE]);
    await firstDay();
    await userEvent.click(button('Mais datas'));
    await firstDay();
    const asked = fake.callsOf('listFreeSlots').map((p) => p.de);
    expect(new Set(asked).size).toBe(2);
    expect(fake.callsOf('listFreeSlots').every((p) => p.dias === 14)).toBe(true);
  });
});

describe('a time taken by someone else a moment before', () => {
  it('says so kindly next to the times, offers the next free ones and asks the day again', async () => {
    const { fake } = setUp([CORTE]);
    await firstDay();
    fake.steal(tomorrow);
    await userEvent.click(button('10:00'));
    await userEvent.type(field('Nome'), 'Bia');
    await userEvent.type(field(/E-mail/), 'bia@example.com');
    const listed = fake.callsOf('listFreeSlots').length;
    await userEvent.click(button('Confirmar reserva'));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Esse horário acabou de ser reservado por outra pessoa. Estes ainda estão livres:');
    expect(within(notice).getAllByRole('button')).toHaveLength(3);
    expect(fake.callsOf('listFreeSlots').length).toBeGreaterThan(listed);
    await userEvent.click(within(notice).getAllByRole('button')[0]!);
    // Her details are kept: one more tap books the time offered.
    expect(field('Nome')).toHaveValue('Bia');
    await userEvent.click(button('Confirmar reserva'));
    expect(await screen.findByRole('heading', { name: 'Reserva confirmada' })).toBeInTheDocument();
    expect(fake.callsOf('bookSlot')[1]).toMatchObject({ comecaEm: tomorrow + HOUR });
  });
});

describe('the draft and the network', () => {
  it('Draft: the service, the time and what was typed survive leaving the page and coming back', async () => {
    const { view, backend } = setUp();
    await pickCorteAtTen();
    await userEvent.type(field('Nome'), 'Bia');
    view.unmount();
    setUp(undefined, backend);
    expect(await screen.findByRole('textbox', { name: 'Nome' })).toHaveValue('Bia');
    expect(screen.getByText('10:00')).toBeInTheDocument();
  });

  it('Outage: says the booking is unavailable, and her retry sends the same idEnvio', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { fake } = setUp([CORTE]);
    await firstDay();
    fireEvent.click(button('10:00'));
    fireEvent.change(field('Nome'), { target: { value: 'Bia' } });
    fireEvent.change(field(/E-mail/), { target: { value: 'bia@example.com' } });
    fake.failNext(100);
    fireEvent.click(button('Confirmar reserva'));
    await act(() => jest.advanceTimersByTimeAsync(20_000));
    expect(await screen.findByText(/A reserva está indisponível agora/)).toBeInTheDocument();
    fake.failNext(0);
    fireEvent.click(button('Tentar de novo'));
    expect(await screen.findByRole('heading', { name: 'Reserva confirmada' })).toBeInTheDocument();
    const sends = fake.callsOf('bookSlot');
    expect(new Set(sends.map((s) => s.idEnvio)).size).toBe(1);
    expect(sends.length).toBeGreaterThan(1);
  });
});
