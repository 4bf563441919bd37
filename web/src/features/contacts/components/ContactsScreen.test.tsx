import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { addressesIn, type ContatoDoc } from '@lab/domain/kernel';
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
    expect(rows[0]).toHaveTextContent('Lab e Visitante Teste');
    expect(rows[1]).toHaveTextContent('ana.souza@example.com e Lab');
    expect(rows[0]).toHaveTextContent(formatPtBrDate(1747057200000));
    expect(rows[0]!.querySelectorAll('img')).toHaveLength(2);
  });

  it('shows a non-owner only the contacts of their own skin, with the other side', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/contatos');
    const rows = within(await screen.findByRole('list', { name: 'Contatos' })).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(within(rows[0]!).getByText('Lab')).toBeInTheDocument();
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

  it('opens the conversations on a click', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos');
    await userEvent.click(await screen.findByRole('link', { name: /^Lab/ }));
    expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos/lab_visitante');
  });

  it('opens the most recent conversation from the chat icon, with its subject', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos');
    await userEvent.click(await screen.findByRole('link', { name: 'Abrir a conversa mais recente com Lab' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos/lab_visitante/chat/c-identidade'),
    );
    expect(router.state.location.state).toEqual({ assunto: 'IDENTIDADE VISUAL' });
  });

  it("opens an anonymous visitor's conversation from the chat icon, where there is no principal one", async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    const { router } = renderAt(backend, routes, '/menu/owner-dona/contatos');
    await userEvent.click(
      await screen.findByRole('link', { name: 'Abrir a conversa mais recente com ana.souza@example.com e Lab' }),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        addressesIn(null).chat('owner-dona', 'ana.souza@example.com_lab', 'c-enchentes'),
      ),
    );
    expect(router.state.location.state).toEqual({ assunto: 'PROJETO ENCHENTES RS' });
    expect(backend.runtime.db.get('contatos/ana.souza@example.com_lab/conversas/principal')).toBeNull();
  });

  it('opens the conversation that just got a message, and points a new tab at the conversations list', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    await backend.call('sendChatMessage', { contactId: 'lab_visitante', conversationId: 'principal', mensagem: 'Novidade' });
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos');
    const icon = await screen.findByRole('link', { name: 'Abrir a conversa mais recente com Lab' });
    expect(icon).toHaveAttribute('href', '/menu/user-visitante/contatos/lab_visitante');
    await userEvent.click(icon);
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos/lab_visitante/chat/principal'),
    );
    expect(router.state.location.state).toEqual({ assunto: 'PRINCIPAL' });
  });

  it('says so, and stays, when the contact has no conversation left to open', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos');
    const icon = await screen.findByRole('link', { name: 'Abrir a conversa mais recente com Lab' });
    jest.spyOn(backend, 'watchConversations').mockImplementation((_contactId, live) => {
      live.next([]);
      return () => undefined;
    });
    await userEvent.click(icon);
    expect(await screen.findByRole('alert')).toHaveTextContent('Este contato não tem conversas.');
    expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos');
  });

  it('says so when the conversations cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante', 'visitante');
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos');
    const icon = await screen.findByRole('link', { name: 'Abrir a conversa mais recente com Lab' });
    jest.spyOn(backend, 'watchConversations').mockImplementation((_contactId, live) => {
      live.error(new Error('offline'));
      return () => undefined;
    });
    await userEvent.click(icon);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao abrir a conversa.');
    expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos');
  });

  it('names the lab side the same way for a seeded contact and one a new message made', async () => {
    await signInAs(backend, 'user-sol', 'sol');
    await backend.call('sendContactMessage', { assunto: 'SISTEMA', mensagem: 'Oi, Lab!', skin: 'sol' });
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/contatos');
    const rows = await waitFor(() => {
      const found = within(screen.getByRole('list', { name: 'Contatos' })).getAllByRole('listitem');
      expect(found).toHaveLength(3);
      return found;
    });
    const stored = backend.runtime.db.get<ContatoDoc>('contatos/lab_sol')!.participantes.find((p) => p.chave === 'lab')!;
    const seeded = backend.runtime.db.get<ContatoDoc>('contatos/lab_visitante')!.participantes.find((p) => p.chave === 'lab')!;
    // What is stored differs (the owner's first name against the seed's full name); what is shown does not.
    expect(stored.nome).not.toBe(seeded.nome);
    expect(rows[0]).toHaveTextContent(/^Lab e Solange/);
    expect(rows[1]).toHaveTextContent(/^Lab e Visitante Teste/);
    expect(rows[2]).toHaveTextContent(/^ana\.souza@example\.com e Lab/);
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
    const contactRows = () => within(screen.getByRole('list', { name: 'Contatos' })).getAllByRole('listitem');
    await waitFor(() => expect(contactRows()).toHaveLength(3));
    expect(contactRows()[0]).toHaveTextContent('Lab e Solange Ribeiro');
  });

  describe('unread messages', () => {
    const setUnread = (contactId: string, counts: { naoLidasLab?: number; naoLidasVisitante?: number }) =>
      act(() => backend.runtime.db.runTransaction((tx) => tx.set(`contatos/${contactId}`, counts, { merge: true })));
    const rowsNow = () => within(screen.getByRole('list', { name: 'Contatos' })).getAllByRole('listitem');

    it("shows an owner the lab side's count on each contact, in the row's link, and the row bolder", async () => {
      await setUnread('lab_visitante', { naoLidasLab: 3, naoLidasVisitante: 8 });
      await signInAs(backend, 'owner-dona', 'lab');
      renderAt(backend, routes, '/menu/owner-dona/contatos');
      await screen.findByRole('list', { name: 'Contatos' });
      const [withUnread, without] = rowsNow();
      expect(within(withUnread!).getByRole('link', { name: /^Lab e Visitante Teste.*3 mensagens não lidas$/ })).toBeVisible();
      expect(withUnread).toHaveClass('contact--unread');
      expect(without).not.toHaveTextContent('não lida');
      expect(without).not.toHaveClass('contact--unread');
    });

    it("shows anyone else their own side's count", async () => {
      await setUnread('lab_visitante', { naoLidasLab: 3, naoLidasVisitante: 1 });
      await signInAs(backend, 'user-visitante', 'visitante');
      renderAt(backend, routes, '/menu/user-visitante/contatos');
      await screen.findByRole('list', { name: 'Contatos' });
      expect(rowsNow()[0]).toHaveTextContent('1 mensagem não lida');
    });

    it("counts an anonymous visitor's new message for the lab, and forgets it once read, live", async () => {
      // Nobody is signed in on the demo while the visitor writes, so the owner's screen opens after.
      await backend.signOut();
      const sent = await backend.call('sendContactMessage', {
        assunto: 'SISTEMA',
        mensagem: 'Oi, Lab!',
        email: 'bia@example.com',
      });
      await signInAs(backend, 'owner-dona', 'lab');
      renderAt(backend, routes, '/menu/owner-dona/contatos');
      await screen.findByRole('list', { name: 'Contatos' });
      expect(rowsNow()).toHaveLength(3);
      expect(rowsNow()[0]).toHaveTextContent(/^bia@example\.com e Lab.*1 mensagem não lida$/);

      await act(() => backend.call('markRead', { contactId: sent.idContato, conversationId: sent.idConversa }));
      await waitFor(() => expect(rowsNow()[0]).not.toHaveTextContent('não lida'));
    });
  });
});
