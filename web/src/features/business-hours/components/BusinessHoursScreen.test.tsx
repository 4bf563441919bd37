import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, paths } from '@lab/domain/kernel';
import type { AtendimentoDoc } from '@lab/domain/business-hours';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { BusinessHoursScreen } from './BusinessHoursScreen';

const routes = [{ path: '/menu/:userId/horario', element: <BusinessHoursScreen /> }];

let backend: TestBackend;
beforeEach(() => {
  window.localStorage.clear();
  backend = freshDemoBackend();
});

const stored = (inbox: string) => backend.runtime.db.get<AtendimentoDoc>(paths.atendimento(inbox));
const day = (name: string) => screen.getByRole('group', { name });

async function openAs(uid: string, skin: string) {
  await signInAs(backend, uid, skin);
  const view = renderAt(backend, routes, `/menu/${uid}/horario`);
  await screen.findByRole('button', { name: 'Salvar' });
  return view;
}

describe('HORÁRIO DE ATENDIMENTO', () => {
  it('starts from a working week, and saves her hours, texts and switches for her skin', async () => {
    await openAs('user-visitante', 'visitante');
    expect(screen.queryByRole('combobox', { name: 'Skin' })).toBeNull();
    expect(screen.getByText('Skin: visitante')).toBeInTheDocument();
    expect(within(day('Segunda-feira')).getByLabelText('Início')).toHaveValue('09:00');
    expect(within(day('Domingo')).getByText('Fechado')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('checkbox', { name: 'Usar horário de atendimento' }));
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar horário em Sábado' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Resposta automática fora do horário' }), 'Volto às 9h.');
    await userEvent.type(screen.getByRole('textbox', { name: /Confirmação de recebimento/ }), 'Recebi!');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Horário silencioso' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Horário salvo.');
    expect(stored('visitante')).toMatchObject({
      chave: 'visitante',
      uids: ['user-visitante'],
      ativo: true,
      fusoHorario: 'America/Sao_Paulo',
      foraDoHorario: 'Volto às 9h.',
      confirmacao: 'Recebi!',
      silencioso: true,
      semana: expect.objectContaining({ sab: [{ inicio: '09:00', fim: '18:00' }], dom: [] }),
    });
  });

  it('shows overlapping periods beside their weekday and sends nothing', async () => {
    await openAs('user-visitante', 'visitante');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar horário em Terça-feira' }));
    const terca = day('Terça-feira');
    const starts = within(terca).getAllByLabelText('Início');
    await userEvent.clear(starts[1]!);
    await userEvent.type(starts[1]!, '10:00');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));

    expect(within(terca).getByText(MESSAGES.hoursOverlapTer)).toBeInTheDocument();
    expect(starts[1]).toHaveAttribute('aria-invalid', 'true');
    expect(stored('visitante')).toBeNull();
  });

  it('keeps what she typed through a reload until she saves it', async () => {
    const first = await openAs('user-visitante', 'visitante');
    await userEvent.type(screen.getByRole('textbox', { name: 'Resposta automática fora do horário' }), 'Rascunho');
    await userEvent.click(screen.getByRole('button', { name: 'Remover horário 1 de Sexta-feira' }));
    first.unmount();

    renderAt(backend, routes, '/menu/user-visitante/horario');
    expect(await screen.findByRole('textbox', { name: 'Resposta automática fora do horário' })).toHaveValue('Rascunho');
    expect(within(day('Sexta-feira')).getByText('Fechado')).toBeInTheDocument();
  });

  it('refuses an automatic answer over 1000 characters beside it, with its counter', async () => {
    await openAs('user-visitante', 'visitante');
    const answer = screen.getByRole('textbox', { name: 'Resposta automática fora do horário' });
    await userEvent.click(answer);
    await userEvent.paste('a'.repeat(1001));
    expect(screen.getByText('1 caractere além do limite')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(answer).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.hoursAnswerTooLong));
    expect(stored('visitante')).toBeNull();
  });

  it('lets a creator with several skins pick one, starting with the skin in session', async () => {
    await openAs('user-multi', 'multi-b');
    const picker = screen.getByRole('combobox', { name: 'Skin' });
    expect(picker).toHaveValue('multi-b');
    await userEvent.selectOptions(picker, 'multi-a');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored('multi-a')).toMatchObject({ uids: ['user-multi'] }));
    expect(stored('multi-b')).toBeNull();
  });

  it('offers owners the site’s own inbox, lab', async () => {
    await openAs('owner-dona', 'lab');
    expect(screen.getByText('Skin: lab (caixa do site)')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(stored('lab')).toMatchObject({ chave: 'lab', uids: [] }));
  });
});
