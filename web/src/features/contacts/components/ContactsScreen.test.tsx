import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { ContactsScreen } from './ContactsScreen';

const routes = [{ path: '/menu/:userId/contatos', element: <ContactsScreen /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  backend = freshDemoBackend();
});

describe('Contacts (menu/{userId}/contatos)', () => {
  it('says it is loading, then lists every contact for an owner, newest first, with both participants', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/contatos');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando contatos...');

    const list = await screen.findByRole('list', { name: 'Contatos' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Dona do Lab e Visitante Teste');
    expect(rows[1]).toHaveTextContent('ana.souza@example.com e Dona do Lab');
    expect(rows[0]).toHaveTextContent(formatPtBrDate(1747057200000));
    expect(rows[0]!.querySelectorAll('img')).toHaveLength(2);
  });

  it('shows a non-owner only the contacts of their own skin, with the other side', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/contatos');
    const rows = within(await screen.findByRole('list', { name: 'Contatos' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Dona do Lab');
    expect(rows[0]).not.toHaveTextContent('Visitante Teste');
  });

  it("hides the contacts of the user's other skin", async () => {
    await signInAs(backend, 'user-visitante', 'outra-skin');
    renderAt(backend, routes, '/menu/user-visitante/contatos');
    expect(await screen.findByText('Não há contatos.')).toBeInTheDocument();
  });

  it('says so when there is no contact', async () => {
    await signInAs(backend, 'user-sol', 'sol');
    renderAt(backend, routes, '/menu/user-sol/contatos');
    expect(await screen.findByText('Não há contatos.')).toBeInTheDocument();
  });

  it('says so when the contacts cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    // A session whose token lost the claim the screen believes in: the read is refused.
    const { useSession } = await import('../../../shared/session/session-store');
    useSession.getState().setAuth({ ...useSession.getState().authUser!, admin: true });
    renderAt(backend, routes, '/menu/user-visitante/contatos');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar contatos.');
  });

  it('opens the conversations on a click, and the principal chat from the chat icon', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos');
    await userEvent.click(await screen.findByRole('link', { name: /^Dona do Lab/ }));
    expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos/lab_visitante');

    await act(() => router.navigate('/menu/user-visitante/contatos'));
    await userEvent.click(await screen.findByRole('link', { name: 'Abrir o chat principal com Dona do Lab' }));
    expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos/lab_visitante/chat/principal');
  });

  it('follows new contacts live', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/contatos');
    await screen.findByRole('list', { name: 'Contatos' });
    await act(() =>
      backend.runtime.db.runTransaction((tx) =>
        tx.set('contatos/lab_sol', {
          idContato: 'lab_sol',
          ultimaConversaData: Date.now(),
          participantes: [
            { chave: 'lab', uid: 'owner-dona', nome: 'Dona do Lab', foto: '', email: null },
            { chave: 'sol', uid: 'user-sol', nome: 'Solange Ribeiro', foto: '', email: null },
          ],
          uids: ['owner-dona', 'user-sol'],
        }),
      ),
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(3));
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent('Dona do Lab e Solange Ribeiro');
  });
});
