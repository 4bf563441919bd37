import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError } from '@lab/domain';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { ChatScreen } from './ChatScreen';

const routes = [{ path: '/menu/:userId/contatos/:contactId/chat/:conversationId', element: <ChatScreen /> }];
const principal = '/menu/user-visitante/contatos/lab_visitante/chat/principal';

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
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

  it('takes the subject a link from inside the app brings, without reading it again', async () => {
    const watch = jest.spyOn(backend, 'watchConversations');
    const { router } = renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante');
    await act(() =>
      router.navigate('/menu/user-visitante/contatos/lab_visitante/chat/c-identidade', {
        state: { assunto: 'IDENTIDADE VISUAL' },
      }),
    );
    expect(screen.getByRole('heading', { name: 'IDENTIDADE VISUAL' })).toBeInTheDocument();
    await messages();
    expect(watch).not.toHaveBeenCalled();
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
    expect(call).not.toHaveBeenCalled();
  });

  it('keeps the typed text and shows the refusal under the box when sending fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante/chat/nada');
    await screen.findByText('Não há mensagens.');
    await userEvent.type(box(), 'Alguém aí?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Conversa não encontrada.');
    expect(box()).toHaveValue('Alguém aí?');
  });

  it('shows a generic error when the failure is not a refusal', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(backend, 'call').mockRejectedValue(new Error('offline'));
    renderAt(backend, routes, principal);
    await messages();
    await userEvent.type(box(), 'Oi{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao enviar a mensagem.');
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
    jest
      .spyOn(backend, 'call')
      .mockRejectedValue(new DomainError('invalid-argument', 'A mensagem passa do limite de 2000 caracteres.'));
    renderAt(backend, routes, principal);
    await messages();
    await userEvent.type(box(), 'x{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('A mensagem passa do limite de 2000 caracteres.');
  });
});
