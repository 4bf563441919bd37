/**
 * Her agenda in the studio: a container of kind "Agenda" offered beside the contact form (once a
 * page), edited as one draft kept on this device, checked by the agenda's own schema before it is
 * sent (each problem under its field), and saved whole with "Salvar agenda".
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fillMessage } from '@lab/domain/agenda';
import { MESSAGES, type ContainerDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];
const STUDIO = '/menu/user-visitante/skins/visitante/editar';
const VISITOR_SKIN = 'users/user-visitante/skins/skin-visitante';

let backend: TestBackend;
beforeEach(() => {
  localStorage.clear();
  backend = freshDemoBackend();
});
afterEach(() => jest.restoreAllMocks());

const status = () => screen.getByRole('status', { name: 'Salvamento' });
const newContainer = () => screen.getByRole('form', { name: 'Novo container' });
const editor = () => screen.getByRole('form', { name: 'Agenda Agende' });
const services = () => within(editor()).getByRole('list', { name: 'Serviços da agenda' });
const day = (name: string) => within(editor()).getByRole('group', { name });
const stored = () =>
  backend.runtime.db
    .query<ContainerDoc>({ collection: `${VISITOR_SKIN}/containers` })
    .map((d) => d.data)
    .find((c) => c.titulo === 'Agende');

async function openStudio() {
  await signInAs(backend, 'user-visitante', 'visitante');
  const view = renderAt(backend, routes, STUDIO);
  await screen.findByRole('list', { name: 'Páginas' });
  return view;
}

async function studioWithAgenda() {
  const view = await openStudio();
  await userEvent.click(within(newContainer()).getByRole('radio', { name: 'Agenda' }));
  await userEvent.type(within(newContainer()).getByRole('textbox', { name: 'Título do container' }), 'Agende');
  await userEvent.click(within(newContainer()).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent('Salvo: Nova agenda Agende.'));
  return view;
}

async function retype(field: HTMLElement, text: string) {
  await userEvent.clear(field);
  await userEvent.type(field, text);
}

describe('her agenda in the studio', () => {
  it('adds an agenda, edits a service and Monday, saves it whole and shows it again after a reload', async () => {
    const view = await studioWithAgenda();
    const first = within(services()).getAllByRole('listitem')[0]!;
    await retype(within(first).getByRole('textbox', { name: 'Nome do serviço 1' }), 'Mentoria');
    await userEvent.selectOptions(within(first).getByRole('combobox', { name: 'Duração' }), '1 h 30 min');
    await retype(within(first).getByRole('textbox', { name: 'Preço (R$, opcional)' }), '150');
    await retype(within(first).getByRole('textbox', { name: 'Sinal Pix (R$, opcional)' }), '50,5');
    // Monday keeps its morning only.
    await userEvent.click(within(day('Segunda-feira')).getByRole('button', { name: 'Remover 2º período de Segunda-feira' }));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Salvar agenda' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Agenda Agende.'));

    expect(stored()?.agenda?.servicos).toEqual([
      { id: 'conversa', nome: 'Mentoria', duracaoMin: 90, precoCentavos: 15_000, sinalCentavos: 5_050 },
    ]);
    expect(stored()?.agenda?.semana[1]?.periodos).toEqual([{ inicio: '09:00', fim: '12:00' }]);
    expect(stored()?.agenda?.semana[2]?.periodos).toHaveLength(2);

    view.unmount();
    renderAt(backend, routes, STUDIO);
    await screen.findByRole('list', { name: 'Páginas' });
    const again = within(services()).getAllByRole('listitem')[0]!;
    expect(within(again).getByRole('textbox', { name: 'Nome do serviço 1' })).toHaveValue('Mentoria');
    expect(within(again).getByRole('textbox', { name: 'Sinal Pix (R$, opcional)' })).toHaveValue('50,50');
    expect(within(day('Segunda-feira')).getAllByLabelText(/Início/)).toHaveLength(1);
    expect(screen.queryByText('Rascunho restaurado: ainda não salvo.')).not.toBeInTheDocument();
  });

  it('keeps what she typed and did not save across a reload, as a draft', async () => {
    const view = await studioWithAgenda();
    await retype(within(services()).getByRole('textbox', { name: 'Nome do serviço 1' }), 'Aula experimental');
    view.unmount();
    renderAt(backend, routes, STUDIO);
    await screen.findByRole('list', { name: 'Páginas' });
    expect(within(services()).getByRole('textbox', { name: 'Nome do serviço 1' })).toHaveValue('Aula experimental');
    expect(within(editor()).getByRole('status')).toHaveTextContent('Rascunho restaurado: ainda não salvo.');
    expect(stored()?.agenda?.servicos[0]?.nome).toBe('Conversa inicial');
  });

  it('An end before a start: says so under that day, and sends nothing', async () => {
    await studioWithAgenda();
    const call = jest.spyOn(backend, 'call');
    const monday = day('Segunda-feira');
    await userEvent.clear(within(monday).getByLabelText('Fim do 1º período de Segunda-feira'));
    await userEvent.type(within(monday).getByLabelText('Fim do 1º período de Segunda-feira'), '08:00');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Salvar agenda' }));

    const message = fillMessage(MESSAGES.agendaPeriodOrder, { dia: 'Segunda-feira', n: 1 });
    expect(within(day('Segunda-feira')).getByRole('alert')).toHaveTextContent(message);
    expect(within(day('Segunda-feira')).getByLabelText('Início do 1º período de Segunda-feira')).toHaveAccessibleDescription(
      message,
    );
    expect(within(day('Terça-feira')).queryByRole('alert')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('A deposit above the price: says so under the deposit, and sends nothing', async () => {
    await studioWithAgenda();
    const call = jest.spyOn(backend, 'call');
    await userEvent.type(within(services()).getByRole('textbox', { name: 'Preço (R$, opcional)' }), '100');
    await userEvent.type(within(services()).getByRole('textbox', { name: 'Sinal Pix (R$, opcional)' }), '120');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Salvar agenda' }));
    expect(within(services()).getByRole('textbox', { name: 'Sinal Pix (R$, opcional)' })).toHaveAccessibleDescription(
      MESSAGES.agendaServiceDepositInvalid,
    );
    expect(call).not.toHaveBeenCalled();
  });

  it('copies Monday to the other workdays, adds a service and a day off', async () => {
    await studioWithAgenda();
    await userEvent.click(within(day('Segunda-feira')).getByRole('button', { name: 'Remover 2º período de Segunda-feira' }));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Copiar para os dias úteis' }));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Adicionar serviço' }));
    // The new service's name has the focus.
    await userEvent.keyboard('Sessão');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Adicionar exceção' }));
    await userEvent.type(within(editor()).getByLabelText('Data da exceção 1'), '2026-12-25');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Salvar agenda' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Agenda Agende.'));
    const agenda = stored()?.agenda;
    expect(agenda?.semana.slice(1, 6)).toEqual(Array(5).fill({ periodos: [{ inicio: '09:00', fim: '12:00' }] }));
    expect(agenda?.servicos.map((s) => s.nome)).toEqual(['Conversa inicial', 'Sessão']);
    expect(agenda?.excecoes).toEqual({ '2026-12-25': [] });
  });

  it('offers "Agenda" as a new container only while the page has none', async () => {
    await openStudio();
    expect(within(newContainer()).getByRole('radio', { name: 'Agenda' })).toBeInTheDocument();
    await userEvent.click(within(newContainer()).getByRole('radio', { name: 'Agenda' }));
    await userEvent.type(within(newContainer()).getByRole('textbox', { name: 'Título do container' }), 'Agende');
    await userEvent.click(within(newContainer()).getByRole('button', { name: 'Criar container' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Nova agenda Agende.'));
    expect(within(newContainer()).queryByRole('radio', { name: 'Agenda' })).not.toBeInTheDocument();
    expect(within(newContainer()).getByRole('radio', { name: 'Cards' })).toBeChecked();
  });
});
