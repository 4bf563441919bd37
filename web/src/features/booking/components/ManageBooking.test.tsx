/**
 * The page a visitor's e-mailed link opens (`/reserva/{id}#{segredo}`). The booking callables are
 * stood in for by a small fake (booking-test-support.ts) until their handlers land.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ADDRESS_PATTERNS, routePathOf } from '@lab/domain/kernel';
import { BackendProvider } from '../../../shared/backend/context';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { createTestBackend, resetSession } from '../../../shared/testing/test-backend';
import { fakeBookings, type FakeBooking } from './booking-test-support';
import { ManageBooking, ManageBookingScreen } from './ManageBooking';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const start = Math.floor(Date.now() / DAY) * DAY + 2 * DAY + 13 * HOUR;
const FREE = [start + DAY, start + DAY + HOUR];

const BOOKING: FakeBooking = {
  skin: 'visitante',
  pagina: 'home',
  servicoId: 'corte',
  servico: { nome: 'Corte e escova', duracaoMin: 30 },
  comecaEm: start,
  terminaEm: start + HOUR / 2,
  fuso: 'America/Sao_Paulo',
  estado: 'confirmada',
  podeAlterar: true,
  ateEm: start - 24 * HOUR,
  segredo: 's3gr3do',
};

beforeEach(() => {
  resetSession();
  // The visitor is in her zone: one clock.
  const real = Intl.DateTimeFormat.prototype.resolvedOptions;
  jest.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone: 'America/Sao_Paulo' };
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

function setUp(booking: Partial<FakeBooking> = {}, segredo = 's3gr3do') {
  const backend = createTestBackend();
  const fake = fakeBookings(backend, {
    fuso: 'America/Sao_Paulo',
    services: [{ id: 'corte', nome: 'Corte e escova', duracaoMin: 30 }],
    free: FREE,
  });
  fake.add('r1', { ...BOOKING, ...booking });
  renderWithBackend(<ManageBooking reserva="r1" segredo={segredo} />, backend);
  return fake;
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });

describe('the booking’s own page', () => {
  it('reads the id from the address and the secret from the fragment, and shows the booking', async () => {
    const backend = createTestBackend();
    const fake = fakeBookings(backend, { fuso: 'America/Sao_Paulo', services: [], free: [] });
    fake.add('r1', BOOKING);
    render(
      <BackendProvider backend={backend}>
        <MemoryRouter initialEntries={['/reserva/r1#s3gr3do']}>
          <Routes>
            <Route path={routePathOf(ADDRESS_PATTERNS.bookingLink)} element={<ManageBookingScreen />} />
          </Routes>
        </MemoryRouter>
      </BackendProvider>,
    );
    expect(await screen.findByText('Corte e escova · 30 min · com visitante')).toBeInTheDocument();
    expect(fake.callsOf('readBookingByLink')).toEqual([{ reserva: 'r1', segredo: 's3gr3do' }]);
    expect(screen.getByText('Situação: confirmada')).toBeInTheDocument();
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  it('Unknown link: a wrong secret gets "Não encontramos esta reserva."', async () => {
    setUp({}, 'outro');
    expect(await screen.findByRole('alert')).toHaveTextContent('Não encontramos esta reserva.');
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
  });

  it('cancels after a confirm step', async () => {
    const fake = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar reserva' }));
    expect(fake.callsOf('cancelBookingByLink')).toHaveLength(0);
    await userEvent.click(button('Sim, cancelar a reserva'));
    expect(await screen.findByText('Esta reserva foi cancelada.')).toBeInTheDocument();
    expect(screen.getByText('Situação: cancelada')).toBeInTheDocument();
    expect(fake.callsOf('cancelBookingByLink')).toEqual([{ reserva: 'r1', segredo: 's3gr3do' }]);
  });

  it('moves to another free time of the same service', async () => {
    const fake = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar horário' }));
    await userEvent.click(await screen.findByRole('button', { name: '11:00' }));
    expect(fake.callsOf('listFreeSlots')[0]).toMatchObject({ skin: 'visitante', pagina: 'home', servico: 'corte', dias: 14 });
    await userEvent.click(button('Confirmar mudança'));
    expect(await screen.findByText(/Horário mudado/)).toBeInTheDocument();
    expect(fake.callsOf('moveBookingByLink')).toEqual([{ reserva: 'r1', segredo: 's3gr3do', comecaEm: start + DAY + HOUR }]);
    expect(fake.booking('r1')?.comecaEm).toBe(start + DAY + HOUR);
  });

  it('a move to a time just taken offers the next free ones', async () => {
    const fake = setUp();
    await userEvent.click(await screen.findByRole('button', { name: 'Mudar horário' }));
    await userEvent.click(await screen.findByRole('button', { name: '10:00' }));
    fake.steal(start + DAY);
    await userEvent.click(button('Confirmar mudança'));
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('Esse horário acabou de ser reservado por outra pessoa. Estes ainda estão livres:');
    expect(within(notice).getByRole('button')).toHaveTextContent('11:00');
  });

  it('Too late: says how close it is and to talk to her in the conversation', async () => {
    setUp({ podeAlterar: false });
    expect(
      await screen.findByText('Faltam menos de 24 horas: para cancelar ou mudar, fale com visitante pela conversa.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancelar reserva' })).not.toBeInTheDocument();
  });

  it('a cancelled booking says so', async () => {
    setUp({ estado: 'cancelada', podeAlterar: false });
    expect(await screen.findByText('Esta reserva foi cancelada.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mudar horário' })).not.toBeInTheDocument();
  });
});
