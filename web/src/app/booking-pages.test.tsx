/**
 * The agenda on a skin's page and the booking's own page, as the app routes them. The two booking
 * callables these reach are stood in for here until their handlers land (the feature's own tests
 * have a fuller fake of the contract).
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publishedPaths } from '@lab/domain/published';
import { createTestBackend, resetSession, type TestBackend } from '../shared/testing/test-backend';
import { renderApp } from './testing/render-app';

beforeEach(() => {
  resetSession();
  delete document.documentElement.dataset.theme;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const tomorrow = Math.floor(Date.now() / DAY) * DAY + DAY + 13 * HOUR;
const SERVICE = { id: 'corte', nome: 'Corte e escova', duracaoMin: 30, precoCentavos: 15000 };

/** The visitor's home page published with an agenda container, as the studio will publish it. */
async function pageWithAgenda(backend: TestBackend) {
  const agenda = {
    servicos: [SERVICE, { id: 'consulta', nome: 'Consulta', duracaoMin: 60 }],
    semana: [[], [{ inicio: '09:00', fim: '18:00' }], [], [], [], [], []].map((periodos) => ({ periodos })),
    intervaloMin: 0,
    antecedenciaMin: 60,
    horizonteDias: 30,
    excecoes: {},
    fuso: 'America/Sao_Paulo',
  };
  const container = {
    id_container: 'agenda1',
    titulo: 'Agende um horário',
    iconUrl: '',
    order: 0,
    tipo: 'agenda',
    agenda,
    cardIds: [],
  };
  await backend.runtime.db.runTransaction((tx) => {
    tx.set(publishedPaths.page('visitante', 'home'), { containers: [container], cards: [], addOns: [] });
    const site = backend.runtime.db.get<{ paginas: Array<{ containerIds: string[] }> }>(publishedPaths.site('visitante'));
    const paginas = (site?.paginas ?? []).map((p) => ({ ...p, containerIds: ['agenda1'] }));
    tx.set(publishedPaths.site('visitante'), { paginas }, { merge: true });
  });
}

/** listFreeSlots answers `free`, readBookingByLink knows `r1` with its secret; every other call is the demo's. */
function fakeBookingCalls(backend: TestBackend, free: number[], booking?: Record<string, unknown>) {
  const real = backend.call.bind(backend);
  const calls: Array<{ name: string; payload: unknown }> = [];
  jest.spyOn(backend, 'call').mockImplementation(async (name: string, payload: unknown) => {
    if (name === 'listFreeSlots') {
      calls.push({ name, payload });
      return { fuso: 'America/Sao_Paulo', horarios: free };
    }
    if (name === 'readBookingByLink') {
      calls.push({ name, payload });
      return booking as never;
    }
    return real(name as never, payload as never);
  });
  return { callsOf: (name: string) => calls.filter((c) => c.name === name).map((c) => c.payload) };
}

describe('an agenda container on a skin page', () => {
  it('shows her services and books one in place', async () => {
    const backend = createTestBackend();
    await pageWithAgenda(backend);
    const fake = fakeBookingCalls(backend, [tomorrow]);
    renderApp('/visitante/home', backend);
    const section = await screen.findByRole('region', { name: 'Agende um horário' });
    const services = await within(section).findByRole('list', { name: 'Serviços' });
    expect(within(services).getByRole('button', { name: /Corte e escova/ })).toHaveTextContent('30 min · R$ 150,00');
    await userEvent.click(within(services).getByRole('button', { name: /Corte e escova/ }));
    expect(await within(section).findByRole('button', { name: /^\d{2}:\d{2}/ })).toBeInTheDocument();
    expect(fake.callsOf('listFreeSlots')[0]).toMatchObject({ skin: 'visitante', pagina: 'home', servico: 'corte', dias: 14 });
  });
});

describe('the booking link /reserva/{id}#{segredo}', () => {
  it('opens the booking, not a skin named "reserva"', async () => {
    const backend = createTestBackend();
    const fake = fakeBookingCalls(backend, [], {
      ...{ skin: 'visitante', pagina: 'home', servicoId: 'corte', servico: { nome: 'Corte e escova', duracaoMin: 30 } },
      ...{ comecaEm: tomorrow, terminaEm: tomorrow + HOUR / 2, fuso: 'America/Sao_Paulo', estado: 'confirmada' },
      ...{ podeAlterar: true, ateEm: tomorrow - DAY },
    });
    renderApp('/reserva/r1#s3gr3do', backend);
    expect(await screen.findByRole('heading', { name: 'Sua reserva' })).toBeInTheDocument();
    expect(await screen.findByText('Corte e escova · 30 min · com visitante')).toBeInTheDocument();
    expect(fake.callsOf('readBookingByLink')).toEqual([{ reserva: 'r1', segredo: 's3gr3do' }]);
  });
});
