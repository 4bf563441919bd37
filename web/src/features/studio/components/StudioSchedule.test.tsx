/**
 * A card's and a container's dates in the studio: "Mostrar a partir de" and "Mostrar até" in her
 * forms, an end before the start said under the end with nothing sent, and the studio still listing
 * what visitors do not see, marked "agendado" or "encerrado" with its date.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CardDoc, type ContainerDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { localInputOf } from './ScheduleFields';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];
const VISITOR_SKIN = 'users/user-visitante/skins/skin-visitante';
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});

const status = () => screen.getByRole('status', { name: 'Salvamento' });
const storedCards = () => backend.runtime.db.query<CardDoc>({ collection: `${VISITOR_SKIN}/cards` }).map((d) => d.data);
const storedContainer = () => backend.runtime.db.query<ContainerDoc>({ collection: `${VISITOR_SKIN}/containers` })[0]?.data;
/** A whole minute, as the inputs hold it. */
const minuteFrom = (at: number) => Math.floor(at / MINUTE) * MINUTE;

async function studioWithContainer() {
  await signInAs(backend, 'user-visitante', 'visitante');
  renderAt(backend, routes, '/menu/user-visitante/skins/visitante/editar');
  await screen.findByRole('list', { name: 'Páginas' });
  const form = screen.getByRole('form', { name: 'Novo container' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Título do container' }), 'Novidades');
  await userEvent.click(within(form).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo container Novidades.'));
}

async function newCardForm() {
  await userEvent.click(screen.getByRole('button', { name: 'Novo card em Novidades' }));
  const form = screen.getByRole('form', { name: 'Novo card em Novidades' });
  await userEvent.type(within(form).getByRole('textbox', { name: 'Nome do card' }), 'lançamento');
  return form;
}

describe('dates in the studio', () => {
  it('a card scheduled for tomorrow is saved with its start and listed as "agendado", with the date', async () => {
    await studioWithContainer();
    const form = await newCardForm();
    const tomorrow = minuteFrom(Date.now() + DAY);
    fireEvent.change(within(form).getByLabelText('Mostrar a partir de'), { target: { value: localInputOf(tomorrow) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo card lançamento.'));

    expect(storedCards()).toEqual([expect.objectContaining({ name: 'lançamento', inicio: tomorrow })]);
    const cards = screen.getByRole('list', { name: 'Cards de Novidades' });
    const badge = within(cards).getByText('agendado');
    expect(badge).toHaveAttribute('title', `Aparece em ${formatPtBrDate(tomorrow)}`);
    expect(badge).toHaveTextContent(`agendado: aparece em ${formatPtBrDate(tomorrow)}`);
  });

  it('an end before the start is said under "Mostrar até", and nothing is sent', async () => {
    await studioWithContainer();
    const form = await newCardForm();
    const edits = jest.spyOn(backend, 'call');
    fireEvent.change(within(form).getByLabelText('Mostrar a partir de'), { target: { value: localInputOf(Date.now() + DAY) } });
    fireEvent.change(within(form).getByLabelText('Mostrar até'), { target: { value: localInputOf(Date.now()) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    expect(within(form).getByLabelText('Mostrar até')).toHaveAccessibleDescription(MESSAGES.scheduleEndBeforeStart);
    expect(within(form).getByLabelText('Mostrar até')).toBeInvalid();
    expect(edits).not.toHaveBeenCalled();
    expect(storedCards()).toEqual([]);
  });

  it('a container whose end passed is saved with it and listed as "encerrado"', async () => {
    await studioWithContainer();
    const item = screen.getByRole('listitem', { name: 'Novidades' });
    await userEvent.click(within(item).getByRole('button', { name: 'Editar container Novidades' }));
    const form = screen.getByRole('form', { name: 'Editar container Novidades' });
    const ended = minuteFrom(Date.now() - DAY);
    fireEvent.change(within(form).getByLabelText('Mostrar até'), { target: { value: localInputOf(ended) } });
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar container' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Container Novidades.'));
    expect(storedContainer()).toMatchObject({ inicio: null, fim: ended });
    expect(within(screen.getByRole('listitem', { name: 'Novidades' })).getByText('encerrado')).toHaveAttribute(
      'title',
      `Saiu da página em ${formatPtBrDate(ended)}`,
    );
  });
});
