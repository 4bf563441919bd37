import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, paths, type ChatDoc } from '@lab/domain/kernel';
import { type MailDelivery, type MailDoc } from '@lab/domain/notices';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { DEFAULT_AVATAR_URL } from '../../../shared/ui/Avatar';
import { ChatScreen } from './ChatScreen';

const routes = [{ path: '/menu/:userId/contatos/:contactId/chat/:conversationId', element: <ChatScreen /> }];
const principal = '/menu/user-visitante/contatos/lab_visitante/chat/principal';

let backend: TestBackend;
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});
beforeEach(async () => {
  backend = freshDemoBackend();
  await signInAs(backend, 'user-visitante', 'visitante');
});

const messages = async () => within(await screen.findByRole('list', { name: 'Mensagens' })).getAllByRole('listitem');
const box = () => screen.getByRole('textbox', { name: 'Mensagem' });

describe('Chat (.../contatos/{contactId}/chat/{conversationId})', () => {
  it("says it is loading, then shows the thread in time order with each sender's photo and name", async () => {
    renderAt(backend, routes, principal);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando...');
    const rows = await messages();
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('Visitante Teste');
    expect(rows[0]).toHaveTextContent('Acabei de criar a minha skin');
    expect(rows[0]!.querySelector('img')).toHaveAttribute('src', '/seed/avatar-visitante.svg');
    expect(rows[1]).toHaveTextContent('Dona do Lab');
    expect(rows[3]).toHaveTextContent('O tema sunshine fica lindo');
    expect(screen.getByRole('heading', { name: 'PRINCIPAL' })).toBeInTheDocument();
  });

  it('shows the subject of a chat opened by its address (a reload, a shared link)', async () => {
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante/chat/c-identidade');
    expect(await screen.findByRole('heading', { name: 'IDENTIDADE VISUAL' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Conversa IDENTIDADE VISUAL' })).toBeInTheDocument();
  });

  it('shows the subject a link from inside the app brings at once, before the conversation is read', async () => {
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    await act(() =>
      router.navigate('/menu/user-visitante/contatos/lab_visitante/chat/c-identidade', {
        state: { assunto: 'IDENTIDADE VISUAL' },
      }),
    );
    expect(screen.getByRole('heading', { name: 'IDENTIDADE VISUAL' })).toBeInTheDocument();
    await messages();
  });

  it('shows no subject for a conversation that does not exist', async () => {
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante/chat/nada');
    await screen.findByText('Não há mensagens.');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('makes web addresses in a message links that open in a new tab, and keeps everything else as text', async () => {
    renderAt(backend, routes, principal);
    await messages();
    const typed = 'Veja https://example.com/portfolio. <b>negrito</b> javascript:alert(1)';
    await userEvent.type(box(), `${typed}{Enter}`);
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    const last = (await messages())[4]!;
    const links = within(last).getAllByRole('link');
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveTextContent('https://example.com/portfolio');
    expect(links[0]).toHaveAttribute('href', 'https://example.com/portfolio');
    expect(links[0]).toHaveAttribute('target', '_blank');
    expect(links[0]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(last.querySelector('.chat-message__text')).toHaveTextContent(typed);
    expect(last.querySelector('b')).toBeNull();
  });

  it("marks the signed-in skin's own messages", async () => {
    renderAt(backend, routes, principal);
    const rows = await messages();
    expect(rows[0]).toHaveClass('chat-message--mine');
    expect(rows[1]).not.toHaveClass('chat-message--mine');
  });

  it('says so when the conversation has no message', async () => {
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante/chat/nada');
    expect(await screen.findByText('Não há mensagens.')).toBeInTheDocument();
  });

  it('says so when the thread cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await backend.signOut();
    renderAt(backend, routes, principal);
    expect(await screen.findByText('Erro ao carregar mensagens.')).toBeInTheDocument();
  });

  it('sends with Enter, clears the box and shows the message', async () => {
    renderAt(backend, routes, principal);
    await messages();
    await userEvent.type(box(), 'Mensagem nova pelo Enter{Enter}');
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    expect((await messages())[4]).toHaveTextContent('Mensagem nova pelo Enter');
    expect(box()).toHaveValue('');
  });

  it('sends with the ENVIAR button and breaks lines with Shift+Enter', async () => {
    renderAt(backend, routes, principal);
    await messages();
    await userEvent.type(box(), 'linha 1{Shift>}{Enter}{/Shift}linha 2');
    expect(box()).toHaveValue('linha 1\nlinha 2');
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await waitFor(async () => expect(await messages()).toHaveLength(5));
  });

  it('never sends an empty or whitespace-only message', async () => {
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, routes, principal);
    await messages();
    await userEvent.type(box(), '   {Enter}');
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeDisabled();
    expect(call).not.toHaveBeenCalledWith('sendChatMessage', expect.anything());
  });

  it('keeps the typed text and shows the refusal under the box when sending fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante/chat/nada');
    await screen.findByText('Não há mensagens.');
    await userEvent.type(box(), 'Alguém aí?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Conversa não encontrada.');
    expect(box()).toHaveValue('Alguém aí?');
  });

  it('says the message is not sent when the network keeps failing, and keeps the typed text', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // Marking the thread read fails too, and says so only in the console.
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest.spyOn(backend, 'call').mockRejectedValue(new Error('offline'));
    renderAt(backend, routes, principal);
    await messages();
    fireEvent.change(box(), { target: { value: 'Oi' } });
    fireEvent.submit(box().closest('form')!);
    await act(() => jest.advanceTimersByTimeAsync(16_000));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não enviada — tentar de novo');
    expect(box()).toHaveValue('Oi');
  });

  it('shows a message from the other side as soon as it is stored, and follows it', async () => {
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderAt(backend, routes, principal);
    await messages();
    const before = scrolled.mock.calls.length;
    await act(() => backend.signIn('owner-dona'));
    await act(() =>
      backend.call('sendChatMessage', { contactId: 'lab_visitante', conversationId: 'principal', mensagem: 'Resposta da Dona' }),
    );
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    expect((await messages())[4]).toHaveTextContent('Resposta da Dona');
    expect(scrolled.mock.calls.length).toBeGreaterThan(before);
  });

  it('shows the refusal message of a DomainError as is', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    jest
      .spyOn(backend, 'call')
      .mockRejectedValue(new DomainError('invalid-argument', 'A mensagem passa do limite de 2000 caracteres.'));
    renderAt(backend, routes, principal);
    await messages();
    await userEvent.type(box(), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A mensagem passa do limite de 2000 caracteres.');
  });
});

const send = (contactId: string, conversationId: string, mensagem: string) =>
  act(() => backend.call('sendChatMessage', { contactId, conversationId, mensagem }));

/** A message stored by someone elsewhere (another tab, another person), straight into the database. */
const arrive = (contactId: string, conversationId: string, chat: Partial<ChatDoc> & Pick<ChatDoc, 'idChat' | 'mensagem'>) =>
  act(() =>
    backend.runtime.db.runTransaction((tx) =>
      tx.set(`${paths.conversas(contactId)}/${conversationId}/chat/${chat.idChat}`, {
        data: Date.now(),
        userRemetente: 'lab',
        idConversa: conversationId,
        nomeRemetente: 'Dona do Lab',
        fotoRemetente: '/seed/avatar-dona.svg',
        uids: ['owner-dona', 'user-visitante'],
        ...chat,
      }),
    ),
  );

describe('Chat: who wrote each message', () => {
  it('marks an automatic answer “Resposta automática”, and her own replies not', async () => {
    await arrive('lab_visitante', 'principal', { idChat: 'auto-1', mensagem: 'Fora do horário, volto às 9h.', automatica: true });
    renderAt(backend, routes, principal);
    const rows = await messages();
    const automatic = rows.find((row) => row.textContent?.includes('Fora do horário'));
    expect(automatic).toHaveTextContent('Resposta automática');
    expect(rows.filter((row) => row.textContent?.includes('Resposta automática'))).toHaveLength(1);
  });

  it("shows each owner's own name and photo on the lab's messages they wrote", async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await send('lab_visitante', 'principal', 'Resposta da Dona');
    await signInAs(backend, 'owner-socio', 'estudio');
    await send('lab_visitante', 'principal', 'Resposta do Sócio');
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, principal);
    const rows = await messages();
    expect(rows).toHaveLength(6);
    expect(rows[4]).toHaveTextContent('Dona do Lab');
    expect(rows[4]).toHaveTextContent('Resposta da Dona');
    expect(rows[4]!.querySelector('img')).toHaveAttribute('src', '/seed/avatar-dona.svg');
    // The second owner is named as their account is, not after the owner the contact lists for the lab.
    expect(rows[5]).toHaveTextContent(/^Sócio/);
    expect(rows[5]).not.toHaveTextContent('Dona do Lab');
    expect(rows[5]).toHaveTextContent('Resposta do Sócio');
    expect(rows[5]!.querySelector('img')).toHaveAttribute('src', '/seed/avatar-socio.svg');
  });

  it("puts every lab message on an owner's own side, whichever owner wrote it", async () => {
    await signInAs(backend, 'owner-socio', 'estudio');
    await send('lab_visitante', 'principal', 'Resposta do Sócio');
    renderAt(backend, routes, principal);
    const rows = await messages();
    expect(rows[0]).not.toHaveClass('chat-message--mine');
    expect(rows[1]).toHaveClass('chat-message--mine');
    expect(rows[1]).toHaveTextContent('Dona do Lab');
    expect(rows[4]).toHaveClass('chat-message--mine');
    expect(rows[4]).toHaveTextContent(/^Sócio/);
  });

  it('shows the photo and name once for messages one author sends in a row, and names them for screen readers', async () => {
    renderAt(backend, routes, principal);
    await messages();
    await userEvent.type(box(), 'Primeira{Enter}');
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    await userEvent.type(box(), 'Segunda{Enter}');
    await waitFor(async () => expect(await messages()).toHaveLength(6));
    const rows = await messages();
    expect(rows[4]!.querySelector('img')).not.toBeNull();
    expect(rows[5]!.querySelector('img')).toBeNull();
    expect(rows[5]).toHaveClass('chat-message--continued');
    expect(within(rows[5]!).getByText('Visitante Teste')).toHaveClass('visually-hidden');
  });

  it('shows the default avatar for a message whose author has no photo', async () => {
    await arrive('lab_visitante', 'principal', { idChat: 'sem-foto', mensagem: 'Sem foto', fotoRemetente: '' });
    renderAt(backend, routes, principal);
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    expect((await messages())[4]!.querySelector('img')).toHaveAttribute('src', DEFAULT_AVATAR_URL);
  });
});

describe("Chat: where a reply's e-mail is (owners)", () => {
  const anaChat = '/menu/owner-dona/contatos/ana.souza@example.com_lab/chat/c-enchentes';
  const mailLines = () => screen.queryAllByText(/^(E-mail (na fila|enviado|falhou)|Enviando e-mail…)$/);
  const deliver = (mailId: string, delivery: MailDelivery) =>
    act(() => backend.runtime.db.runTransaction((tx) => tx.set(paths.mail(mailId), { delivery }, { merge: true })));

  beforeEach(async () => {
    await signInAs(backend, 'owner-dona', 'lab');
  });

  it('says "E-mail na fila" under a reply to a visitor who has only an e-mail, and nothing under the others', async () => {
    renderAt(backend, routes, anaChat);
    const [question, seededReply] = await messages();
    // The seed's reply to Ana went out as an e-mail that the SMTP server refused.
    await waitFor(() => expect(seededReply).toHaveTextContent('E-mail falhou'));
    expect(question!.querySelector('.chat-message__mail')).toBeNull();
    await userEvent.type(box(), 'Oi, Ana! Seguem os próximos passos.{Enter}');
    await waitFor(async () => expect(await messages()).toHaveLength(3));
    await waitFor(async () => expect((await messages())[2]).toHaveTextContent('E-mail na fila'));
    expect(mailLines()).toHaveLength(2);
  });

  it("follows the e-mail's delivery as the extension reports it", async () => {
    await send('ana.souza@example.com_lab', 'c-enchentes', 'Oi, Ana!');
    const [reply] = backend.runtime.db
      .query<ChatDoc>({ collection: paths.chat('ana.souza@example.com_lab', 'c-enchentes') })
      .filter((row) => row.data.idMail && row.data.mensagem === 'Oi, Ana!');
    const mailId = reply!.data.idMail!;
    renderAt(backend, routes, anaChat);
    const line = async () => (await messages())[2]!.querySelector('.chat-message__mail');
    await waitFor(async () => expect(await line()).toHaveTextContent('E-mail na fila'));
    const said: Array<[MailDelivery['state'], string]> = [
      ['PENDING', 'E-mail na fila'],
      ['PROCESSING', 'Enviando e-mail…'],
      ['RETRY', 'Enviando e-mail…'],
      ['SUCCESS', 'E-mail enviado'],
      ['ERROR', 'E-mail falhou'],
    ];
    for (const [state, text] of said) {
      await deliver(mailId, { state });
      await waitFor(async () => expect(await line()).toHaveTextContent(text));
    }
  });

  it("shows no e-mail line to a visitor: the site's own mail is the owners' to read", async () => {
    const mail: MailDoc = {
      to: ['visitante.teste@example.com'],
      message: { subject: 'Re: PRINCIPAL', text: 'x', html: '<p>x</p>' },
      tipo: 'resposta',
      data: Date.now(),
      idContato: 'lab_visitante',
      idConversa: 'principal',
      idChat: 'com-mail',
    };
    await act(() => backend.runtime.db.runTransaction((tx) => tx.set(paths.mail('m-visitante'), { ...mail })));
    await arrive('lab_visitante', 'principal', { idChat: 'com-mail', mensagem: 'Com e-mail', idMail: 'm-visitante' });
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, principal);
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    expect(mailLines()).toHaveLength(0);
  });
});

/**
 * A visitor writes on the form the seeded user put on their skin's home page (published as the
 * studio would), through the real handlers, and the creator answers.
 */
async function creatorInbox(): Promise<{ contactId: string; conversationId: string }> {
  const form = {
    id_container: 'form-1',
    titulo: 'Fale comigo',
    iconUrl: '',
    order: 0,
    tipo: 'formulario',
    assuntos: ['ORÇAMENTO'],
    cardIds: [],
  };
  await act(() =>
    backend.runtime.db.runTransaction((tx) =>
      tx.set('sites/visitante/paginasPublicadas/home', { containers: [form], cards: [], addOns: [] }),
    ),
  );
  await backend.signOut();
  const sent = await backend.call('sendContactMessage', {
    assunto: 'ORÇAMENTO',
    mensagem: 'Quanto custa um site?',
    email: 'leitora@example.com',
    destino: 'visitante',
    pagina: 'home',
  });
  return { contactId: sent.idContato, conversationId: sent.idConversa };
}

describe("Chat: a creator's own inbox", () => {
  const mailLine = () => screen.queryByText(/^(E-mail (na fila|enviado|falhou)|Enviando e-mail…)$/);

  it('says honestly that a reply was not mailed while the address has not confirmed, then where its e-mail is', async () => {
    const { contactId, conversationId } = await creatorInbox();
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, `/menu/user-visitante/contatos/${contactId}/chat/${conversationId}`);
    expect(await messages()).toHaveLength(1);
    await userEvent.type(box(), 'Depende do projeto! Me conta mais?{Enter}');
    await waitFor(async () => expect(await messages()).toHaveLength(2));
    await waitFor(async () =>
      expect((await messages())[1]).toHaveTextContent(
        'Não enviado por e-mail: o endereço ainda não confirmou que quer receber respostas',
      ),
    );
    expect(mailLine()).toBeNull();

    const [asking] = backend.runtime.db
      .query<MailDoc>({ collection: paths.mails() })
      .filter((row) => row.data.tipo === 'confirmacao-respostas');
    const link = /acao=confirmar#(\S+)/.exec(asking!.data.message.text)![1]!;
    await act(() => backend.call('answerReplyMail', { link, acao: 'confirmar' }));
    await userEvent.type(box(), 'Agora por e-mail.{Enter}');
    await waitFor(async () => expect(await messages()).toHaveLength(3));
    await waitFor(async () => expect((await messages())[2]).toHaveTextContent('E-mail na fila'));
  });

  it('lets an owner read it but not answer or clear its counts: only its two sides do', async () => {
    const { contactId, conversationId } = await creatorInbox();
    await signInAs(backend, 'owner-dona', 'lab');
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, routes, `/menu/owner-dona/contatos/${contactId}/chat/${conversationId}`);
    expect(await messages()).toHaveLength(1);
    expect(await screen.findByText(/só os dois respondem/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Mensagem' })).toBeNull();
    expect(call.mock.calls.filter(([name]) => name === 'markRead')).toEqual([]);
  });
});

describe('Chat: marking the conversation read', () => {
  const markReads = (call: jest.SpyInstance): unknown[] => call.mock.calls.filter((args: unknown[]) => args[0] === 'markRead');

  it('marks the conversation read once when it opens', async () => {
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, routes, principal);
    await messages();
    await waitFor(() => expect(markReads(call)).toHaveLength(1));
    expect(call).toHaveBeenCalledWith('markRead', { contactId: 'lab_visitante', conversationId: 'principal' });
  });

  it('marks it read again for each message from the other side, and not for its own', async () => {
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, routes, principal);
    await messages();
    await waitFor(() => expect(markReads(call)).toHaveLength(1));
    await arrive('lab_visitante', 'principal', { idChat: 'nova-1', mensagem: 'Chegou uma' });
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    await waitFor(() => expect(markReads(call)).toHaveLength(2));
    await userEvent.type(box(), 'Minha resposta{Enter}');
    await waitFor(async () => expect(await messages()).toHaveLength(6));
    await arrive('lab_visitante', 'principal', { idChat: 'nova-2', mensagem: 'Chegou outra' });
    await waitFor(async () => expect(await messages()).toHaveLength(7));
    await waitFor(() => expect(markReads(call)).toHaveLength(3));
    // Its own write settles nothing new on screen, so nothing calls it again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(markReads(call)).toHaveLength(3);
  });

  it("clears the reader's unread count", async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await send('lab_visitante', 'principal', 'Resposta da Dona');
    const conversation = () =>
      backend.runtime.db.get<{ naoLidasVisitante?: number }>('contatos/lab_visitante/conversas/principal');
    expect(conversation()?.naoLidasVisitante).toBe(1);
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, principal);
    await messages();
    await waitFor(() => expect(conversation()?.naoLidasVisitante ?? 0).toBe(0));
  });

  it('waits for a tab in the background to be shown before marking what arrived there', async () => {
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, routes, principal);
    await messages();
    await waitFor(() => expect(markReads(call)).toHaveLength(1));
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await arrive('lab_visitante', 'principal', { idChat: 'nova-1', mensagem: 'Chegou com a aba escondida' });
    await waitFor(async () => expect(await messages()).toHaveLength(5));
    expect(markReads(call)).toHaveLength(1);
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(markReads(call)).toHaveLength(2));
  });

  it('says nothing on screen when marking fails, and only logs it', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const call = backend.call.bind(backend);
    jest
      .spyOn(backend, 'call')
      .mockImplementation((name, payload) => (name === 'markRead' ? Promise.reject(new Error('offline')) : call(name, payload)));
    renderAt(backend, routes, principal);
    await messages();
    await waitFor(() => expect(warn).toHaveBeenCalledWith('Erro ao marcar a conversa como lida:', expect.any(Error)));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
