import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CallableName, PayloadOf } from '@lab/domain/commands';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { ChatScreen } from './ChatScreen';

const routes = [{ path: '/menu/:userId/contatos/:contactId/chat/:conversationId', element: <ChatScreen /> }];
const principal = '/menu/user-visitante/contatos/lab_visitante/chat/principal';

let backend: TestBackend;
beforeEach(async () => {
  backend = freshDemoBackend();
  await signInAs(backend, 'user-visitante', 'visitante');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const messages = async () => within(await screen.findByRole('list', { name: 'Mensagens' })).getAllByRole('listitem');
const box = () => screen.getByRole('textbox', { name: 'Mensagem' });
const withText = (rows: HTMLElement[], text: string) => rows.filter((row) => row.textContent?.includes(text));

/** Every sendChatMessage the screen made, with what it sent; `lose` decides which answers are lost after the server stored it. */
function watchSends(lose: (attempt: number) => 'stored-then-lost' | 'offline' | 'through') {
  const real = backend.call.bind(backend);
  const sends: Array<Record<string, unknown>> = [];
  jest.spyOn(backend, 'call').mockImplementation(async (name: CallableName, data: PayloadOf<CallableName>) => {
    if (name !== 'sendChatMessage') return real(name, data as never);
    sends.push(data as Record<string, unknown>);
    const fate = lose(sends.length);
    if (fate === 'offline') throw new TypeError('Failed to fetch');
    const result = await real(name, data as never);
    if (fate === 'stored-then-lost') throw new TypeError('Failed to fetch');
    return result;
  });
  return sends;
}

describe('the composer when the network fails', () => {
  it('Lost answer: retries by itself with the same idEnvio, and the message is stored and shown once', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const sends = watchSends((attempt) => (attempt === 1 ? 'stored-then-lost' : 'through'));
    renderAt(backend, routes, principal);
    await messages();
    fireEvent.change(box(), { target: { value: 'Tudo certo?' } });
    fireEvent.submit(box().closest('form')!);
    expect(await screen.findByRole('status')).toHaveTextContent('Enviando…');
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enviada'));
    expect(sends).toHaveLength(2);
    expect(sends[1]!.idEnvio).toBe(sends[0]!.idEnvio);
    expect(withText(await messages(), 'Tudo certo?')).toHaveLength(1);
    expect(box()).toHaveValue('');
  });

  it('Not sent: says so after about 15 s of network errors, keeps the text, and "tentar de novo" sends the same draft once', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    let offline = true;
    const sends = watchSends(() => (offline ? 'stored-then-lost' : 'through'));
    renderAt(backend, routes, principal);
    await messages();
    fireEvent.change(box(), { target: { value: 'Alô?' } });
    fireEvent.submit(box().closest('form')!);
    await act(() => jest.advanceTimersByTimeAsync(16_000));
    const retry = await screen.findByRole('button', { name: 'Não enviada — tentar de novo' });
    expect(box()).toHaveValue('Alô?');
    offline = false;
    fireEvent.click(retry);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Enviada'));
    expect(new Set(sends.map((s) => s.idEnvio)).size).toBe(1);
    expect(withText(await messages(), 'Alô?')).toHaveLength(1);
  });

  it('Refusal: is not retried, and says why', async () => {
    const sends = watchSends(() => 'through');
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante/chat/nada');
    await screen.findByText('Não há mensagens.');
    await userEvent.type(box(), 'Alguém aí?{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Conversa não encontrada.');
    expect(sends).toHaveLength(1);
  });
});

describe('the composer and the person', () => {
  it('Double click: two clicks in one task send the message once', async () => {
    const sends = watchSends(() => 'through');
    renderAt(backend, routes, principal);
    await messages();
    fireEvent.change(box(), { target: { value: 'Uma vez só' } });
    const button = screen.getByRole('button', { name: 'ENVIAR' });
    act(() => {
      button.click();
      button.click();
    });
    await waitFor(async () => expect(withText(await messages(), 'Uma vez só')).toHaveLength(1));
    expect(sends).toHaveLength(1);
  });

  it('Draft: what was typed survives leaving the conversation and coming back', async () => {
    const first = renderAt(backend, routes, principal);
    await messages();
    await userEvent.type(box(), 'Rascunho');
    first.unmount();
    renderAt(backend, routes, principal);
    await messages();
    expect(box()).toHaveValue('Rascunho');
  });
});
