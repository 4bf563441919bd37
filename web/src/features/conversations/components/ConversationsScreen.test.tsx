import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { formatPtBrDate } from '../../../shared/ui/DateText';
import { ConversationsScreen } from './ConversationsScreen';

const routes = [{ path: '/menu/:userId/contatos/:contactId', element: <ConversationsScreen /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(async () => {
  backend = freshDemoBackend();
  await signInAs(backend, 'user-visitante', 'visitante');
});

const conversationRows = async () => within(await screen.findByRole('list', { name: 'Conversas' })).getAllByRole('listitem');

describe('Conversations (menu/{userId}/contatos/{contactId})', () => {
  it('says it is loading, then lists the conversations newest message first', async () => {
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando conversas...');
    const rows = await conversationRows();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('IDENTIDADE VISUAL');
    expect(rows[0]).toHaveTextContent('Ótimo ponto de partida.');
    expect(rows[0]).toHaveTextContent(formatPtBrDate(1747057200000));
    expect(rows[1]).toHaveTextContent('PRINCIPAL');
  });

  it('says so when there is no conversation', async () => {
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_ninguem');
    expect(await screen.findByText('Não há conversas.')).toBeInTheDocument();
  });

  it('says so when the conversations cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await backend.signOut();
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar conversas.');
  });

  it('opens the thread of a conversation', async () => {
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    const [first] = await conversationRows();
    await userEvent.click(within(first!).getByRole('link'));
    expect(router.state.location.pathname).toBe('/menu/user-visitante/contatos/lab_visitante/chat/c-identidade');
    expect(router.state.location.state).toEqual({ assunto: 'IDENTIDADE VISUAL' });
  });

  it('asks before deleting, and Cancelar keeps the conversation', async () => {
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    const [first] = await conversationRows();
    await userEvent.click(within(first!).getByRole('button', { name: /^Excluir/ }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir conversa' });
    expect(dialog).toHaveTextContent('IDENTIDADE VISUAL');
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(await conversationRows()).toHaveLength(2);
  });

  it('deletes a conversation once confirmed and says so, with Desfazer beside it', async () => {
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    const [first] = await conversationRows();
    await userEvent.click(within(first!).getByRole('button', { name: /^Excluir/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(async () => expect(await conversationRows()).toHaveLength(1));
    expect(await screen.findByText('Conversa excluída.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Desfazer' })).toBeEnabled();
    expect(backend.runtime.db.get('contatos/lab_visitante/conversas/c-identidade')).toBeNull();
  });

  it('Desfazer brings the deleted conversation back, as it was', async () => {
    const before = backend.runtime.db.get('contatos/lab_visitante/conversas/c-identidade');
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    const [first] = await conversationRows();
    await userEvent.click(within(first!).getByRole('button', { name: /^Excluir/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Conversa restaurada.')).toBeVisible();
    await waitFor(async () => expect(await conversationRows()).toHaveLength(2));
    expect(backend.runtime.db.get('contatos/lab_visitante/conversas/c-identidade')).toEqual(before);
    expect(screen.queryByRole('button', { name: 'Desfazer' })).toBeNull();
  });

  it('offers Desfazer and the way back to the contacts once the last conversation, and with it the contact, is gone', async () => {
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    for (let left = 2; left > 0; left -= 1) {
      const [first] = await conversationRows();
      await userEvent.click(within(first!).getByRole('button', { name: /^Excluir/ }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
      if (left > 1) await waitFor(async () => expect(await conversationRows()).toHaveLength(left - 1));
    }
    expect(await screen.findByRole('link', { name: 'Voltar aos contatos' })).toHaveAttribute(
      'href',
      '/menu/user-visitante/contatos',
    );
    expect(backend.runtime.db.get('contatos/lab_visitante')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Desfazer' }));
    await waitFor(async () => expect(await conversationRows()).toHaveLength(1));
    expect(backend.runtime.db.get('contatos/lab_visitante')).not.toBeNull();
  });

  it('shows the deletion error next to the row and keeps it', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(backend, 'call').mockRejectedValue(new Error('rede caiu'));
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    const [first] = await conversationRows();
    await userEvent.click(within(first!).getByRole('button', { name: /^Excluir/ }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Excluir' }));
    expect(await within(first!).findByRole('alert')).toHaveTextContent('Erro ao deletar a conversa e seus chats.');
    expect(await conversationRows()).toHaveLength(2);
  });

  it('closes the confirmation on Escape', async () => {
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    const [first] = await conversationRows();
    await userEvent.click(within(first!).getByRole('button', { name: /^Excluir/ }));
    const dialog = screen.getByRole('dialog');
    act(() => {
      dialog.dispatchEvent(new Event('cancel', { cancelable: true }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  describe('unread messages', () => {
    const setUnread = (conversationId: string, counts: { naoLidasLab?: number; naoLidasVisitante?: number }) =>
      act(() =>
        backend.runtime.db.runTransaction((tx) =>
          tx.set(`contatos/lab_visitante/conversas/${conversationId}`, counts, { merge: true }),
        ),
      );

    it("shows the viewer's own side's count on each conversation, in the row's link, and the row bolder", async () => {
      await setUnread('principal', { naoLidasLab: 4, naoLidasVisitante: 2 });
      renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
      const [identidade, principal] = await conversationRows();
      expect(within(principal!).getByRole('link', { name: /^PRINCIPAL 2 mensagens não lidas/ })).toBeVisible();
      expect(principal).toHaveClass('conversation--unread');
      expect(identidade).not.toHaveTextContent('não lida');
      expect(identidade).not.toHaveClass('conversation--unread');
    });

    it("shows an owner the lab side's count, live", async () => {
      await signInAs(backend, 'owner-dona', 'lab');
      renderAt(backend, routes, '/menu/owner-dona/contatos/lab_visitante');
      await conversationRows();
      await setUnread('c-identidade', { naoLidasLab: 1, naoLidasVisitante: 6 });
      await waitFor(async () => expect((await conversationRows())[0]).toHaveTextContent('1 mensagem não lida'));
    });
  });
});

describe('Conversations: who answers (owners)', () => {
  it('shows owners which of them answers each conversation of the site’s inbox, and the visitor nothing of it', async () => {
    await signInAs(backend, 'owner-socio', 'estudio');
    await act(() => backend.call('claimConversation', { contactId: 'lab_visitante', conversationId: 'principal', claim: true }));
    const nome = backend.runtime.db.get<{ respondendo?: { nome: string } }>('contatos/lab_visitante/conversas/principal')
      ?.respondendo?.nome;
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/contatos/lab_visitante');
    await waitFor(async () => expect((await conversationRows())[1]).toHaveTextContent(`${nome} está respondendo`));
    expect((await conversationRows())[0]).not.toHaveTextContent('está respondendo');
  });

  it('does not show the claim to the visitor', async () => {
    await signInAs(backend, 'owner-socio', 'estudio');
    await act(() => backend.call('claimConversation', { contactId: 'lab_visitante', conversationId: 'principal', claim: true }));
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    expect((await conversationRows())[1]).toHaveTextContent('PRINCIPAL');
    expect(screen.queryByText(/está respondendo/)).toBeNull();
  });
});

describe('Conversations: a visitor who gave her name and WhatsApp on the form', () => {
  it('names her and shows her WhatsApp in her conversation’s row', async () => {
    await backend.signOut();
    const sent = await backend.call('sendContactMessage', {
      email: 'marina@example.com',
      mensagem: 'Quero um site.',
      nome: 'Marina Souza',
      whatsapp: '+55 11 98765-4321',
    });
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, `/menu/owner-dona/contatos/${sent.idContato}`);
    const [row] = await conversationRows();
    expect(row).toHaveTextContent('Marina Souza');
    expect(row).toHaveTextContent('WhatsApp +55 11 98765-4321');
  });
});
