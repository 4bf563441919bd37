import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, MESSAGES, paths } from '@lab/domain/kernel';
import { leadIdOf, type LeadDoc } from '@lab/domain/leads';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { WIDE_SCREEN } from '../hooks/use-wide-screen';
import { ContactsScreen } from './ContactsScreen';

const routes = [{ path: '/menu/:userId/contatos', element: <ContactsScreen /> }];
// The seed's site inbox: two leads of Visitante Teste (PRINCIPAL new, IDENTIDADE VISUAL with a proposal) and Ana's.
const PRINCIPAL = paths.lead(leadIdOf('lab_visitante', 'principal'));

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});
afterEach(() => {
  jest.restoreAllMocks();
  Reflect.deleteProperty(window, 'matchMedia');
});

/** A window of 900 px or more (jsdom has no matchMedia of its own). */
function wideScreen() {
  window.matchMedia = (query: string) =>
    ({
      matches: query === WIDE_SCREEN,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

async function openAsOwner() {
  await signInAs(backend, 'owner-dona', 'lab');
  renderAt(backend, routes, '/menu/owner-dona/contatos');
  return screen.findByRole('region', { name: 'Funil de contatos' });
}

const stored = (path: string) => backend.runtime.db.get<LeadDoc>(path);
const cardAbout = (subject: string) => screen.getByText(subject).closest('li')!;
const moveSelect = (subject: string) => within(cardAbout(subject)).getByRole('combobox');

describe('CONTATOS’ leads by stage', () => {
  it('Cost: the board and its phone list read one live query for the whole inbox, not one per contact', async () => {
    const perContact = jest.spyOn(backend, 'watchConversations');
    await openAsOwner();
    await screen.findByText('PRINCIPAL');
    expect(await screen.findByText('IDENTIDADE VISUAL')).toBeInTheDocument();
    expect(perContact).not.toHaveBeenCalled();
  });

  it('on a phone: a filter row of stages with counts, Todos first, that narrows the list', async () => {
    await openAsOwner();
    const chips = await screen.findByRole('group', { name: 'Filtrar por etapa' });
    await waitFor(() => expect(within(chips).getByRole('button', { name: 'Todos (3)' })).toBeInTheDocument());
    expect(
      within(chips)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos (3)', 'Novo (2)', 'Em conversa (0)', 'Proposta enviada (1)', 'Fechado (0)', 'Perdido (0)']);
    await userEvent.click(within(chips).getByRole('button', { name: 'Proposta enviada (1)' }));
    const list = screen.getByRole('list', { name: 'Leads' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);
    expect(list).toHaveTextContent('IDENTIDADE VISUAL');
    expect(list.textContent?.replace(/\s/g, ' ')).toContain('R$ 3.500,00');
  });

  it('moves a lead with the keyboard or one tap (“Mover para…”), stored and counted at once', async () => {
    await openAsOwner();
    await screen.findByText('PRINCIPAL');
    await userEvent.selectOptions(moveSelect('PRINCIPAL'), 'fechado');
    await waitFor(() => expect(stored(PRINCIPAL)?.etapa).toBe('fechado'));
    expect(screen.getByRole('button', { name: 'Fechado (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Novo (1)' })).toBeInTheDocument();
  });

  it('asks for the proposal’s value when she moves a lead to Proposta enviada, and refuses what is not a value', async () => {
    await openAsOwner();
    await screen.findByText('PRINCIPAL');
    await userEvent.selectOptions(moveSelect('PRINCIPAL'), 'proposta');
    const value = within(cardAbout('PRINCIPAL')).getByRole('textbox', { name: 'Valor da proposta (R$), opcional' });
    await userEvent.type(value, 'mil reais');
    await userEvent.click(within(cardAbout('PRINCIPAL')).getByRole('button', { name: 'Mover para Proposta enviada' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Escreva um valor em reais');
    expect(stored(PRINCIPAL)?.etapa).toBe('novo');

    await userEvent.clear(value);
    await userEvent.type(value, '1.500');
    await userEvent.click(within(cardAbout('PRINCIPAL')).getByRole('button', { name: 'Mover para Proposta enviada' }));
    await waitFor(() => expect(stored(PRINCIPAL)).toMatchObject({ etapa: 'proposta', valorProposta: 150_000 }));
    expect(cardAbout('PRINCIPAL').textContent?.replace(/\s/g, ' ')).toContain('R$ 1.500,00');
  });

  it('puts a refused move back where it was, saying why', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await openAsOwner();
    await screen.findByText('PRINCIPAL');
    jest.spyOn(backend, 'call').mockRejectedValue(new DomainError('resource-exhausted', MESSAGES.leadStageRateLimited));
    await userEvent.selectOptions(moveSelect('PRINCIPAL'), 'perdido');
    expect(await screen.findByRole('alert')).toHaveTextContent(`A etapa voltou ao que era: ${MESSAGES.leadStageRateLimited}`);
    expect(moveSelect('PRINCIPAL')).toHaveValue('novo');
    expect(screen.getByRole('button', { name: 'Perdido (0)' })).toBeInTheDocument();
  });

  it('shows a move made in another tab, and the mark of a closed lead that wrote again', async () => {
    await openAsOwner();
    await screen.findByText('PRINCIPAL');
    await act(() =>
      backend.runtime.db.runTransaction(async (tx) =>
        tx.set(PRINCIPAL, { etapa: 'perdido', voltouEm: Date.now() }, { merge: true }),
      ),
    );
    await waitFor(() => expect(moveSelect('PRINCIPAL')).toHaveValue('perdido'));
    expect(cardAbout('PRINCIPAL')).toHaveTextContent('Voltou a escrever');
  });

  it('from 900 px: a board of five columns with counts, where a card is dragged to its new stage', async () => {
    wideScreen();
    await openAsOwner();
    const novo = await screen.findByRole('region', { name: 'Novo: 2' });
    expect(screen.getAllByRole('region').map((r) => r.getAttribute('aria-label'))).toEqual(
      expect.arrayContaining(['Novo: 2', 'Em conversa: 0', 'Proposta enviada: 1', 'Fechado: 0', 'Perdido: 0']),
    );
    const card = within(novo).getByText('PRINCIPAL').closest('li')!;
    expect(card).toHaveAttribute('draggable', 'true');
    fireEvent.dragStart(card);
    fireEvent.dragOver(screen.getByRole('region', { name: 'Em conversa: 0' }));
    fireEvent.drop(screen.getByRole('region', { name: 'Em conversa: 0' }));
    await waitFor(() => expect(stored(PRINCIPAL)?.etapa).toBe('em-conversa'));
    expect(await screen.findByRole('region', { name: 'Em conversa: 1' })).toHaveTextContent('PRINCIPAL');
  });
});
