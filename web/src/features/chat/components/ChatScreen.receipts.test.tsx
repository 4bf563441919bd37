import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type ConversaDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { ChatScreen } from './ChatScreen';
import { seenText } from './read-receipt';

const routes = [{ path: '/menu/:userId/contatos/:contactId/chat/:conversationId', element: <ChatScreen /> }];
const chatOf = (uid: string, contactId = 'lab_visitante', conversationId = 'principal') =>
  `/menu/${uid}/contatos/${contactId}/chat/${conversationId}`;

let backend: TestBackend;
beforeEach(async () => {
  backend = freshDemoBackend();
  await signInAs(backend, 'user-visitante', 'visitante');
});

const rows = async () => within(await screen.findByRole('list', { name: 'Mensagens' })).getAllByRole('listitem');
const seenLines = () => screen.queryAllByText(/^Visto /);

/** What another person's tab stores on the conversation (their read time, their claim), straight into the database. */
const stored = (fields: Partial<ConversaDoc>, contactId = 'lab_visitante', conversationId = 'principal') =>
  act(() =>
    backend.runtime.db.runTransaction((tx) => tx.set(paths.conversa(contactId, conversationId), fields, { merge: true })),
  );

describe('Chat: Visto', () => {
  it('appears under the viewer’s last own message once the other side has read it, with the time', async () => {
    renderAt(backend, routes, chatOf('user-visitante'));
    await rows();
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Vocês viram?{Enter}');
    await waitFor(async () => expect((await rows()).at(-1)).toHaveTextContent('Vocês viram?'));
    expect(seenLines()).toEqual([]);

    const readAt = Date.now() + 1_000;
    await stored({ lidaLabEm: readAt });
    await waitFor(async () => expect((await rows()).at(-1)).toHaveTextContent(seenText(readAt)));
    expect(seenLines()).toHaveLength(1);
    expect(seenText(readAt)).toMatch(/^Visto às \d\d:\d\d$/);
  });

  it('is scrolled into view when it appears, as a new message is', async () => {
    await act(() =>
      backend.call('sendChatMessage', { contactId: 'lab_visitante', conversationId: 'principal', mensagem: 'Oi?' }),
    );
    const scrolled = jest.fn();
    Element.prototype.scrollIntoView = scrolled;
    renderAt(backend, routes, chatOf('user-visitante'));
    await waitFor(async () => expect((await rows()).at(-1)).toHaveTextContent('Oi?'));
    const before = scrolled.mock.calls.length;
    await stored({ lidaLabEm: Date.now() + 1_000 });
    await waitFor(() => expect(seenLines()).toHaveLength(1));
    expect(scrolled.mock.calls.length).toBeGreaterThan(before);
  });

  it('stays away while the other side’s last read is older than the viewer’s last message', async () => {
    await act(() =>
      backend.call('sendChatMessage', { contactId: 'lab_visitante', conversationId: 'principal', mensagem: 'Oi?' }),
    );
    await stored({ lidaLabEm: Date.now() - 60_000 });
    renderAt(backend, routes, chatOf('user-visitante'));
    await waitFor(async () => expect((await rows()).at(-1)).toHaveTextContent('Oi?'));
    expect(seenLines()).toEqual([]);
  });

  it('shows an owner when the visitor read the lab’s last message, the visitor’s read being the lab’s Visto', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    await act(() =>
      backend.call('sendChatMessage', { contactId: 'lab_visitante', conversationId: 'principal', mensagem: 'Respondido' }),
    );
    await stored({ lidaLabEm: Date.now() + 5_000 });
    renderAt(backend, routes, chatOf('owner-dona'));
    await waitFor(async () => expect((await rows()).at(-1)).toHaveTextContent('Respondido'));
    expect(seenLines()).toEqual([]);
    await stored({ lidaVisitanteEm: Date.now() + 5_000 });
    await waitFor(() => expect(seenLines()).toHaveLength(1));
  });

  it('says the date in pt-BR when the read was not today', () => {
    const at = new Date(2024, 4, 3, 14, 32).getTime();
    expect(seenText(at, new Date(2024, 4, 3, 20, 0).getTime())).toBe('Visto às 14:32');
    expect(seenText(at, new Date(2024, 4, 5, 9, 0).getTime())).toBe('Visto em 03/05/2024 às 14:32');
  });
});

describe('Chat: who answers a conversation of the site’s inbox (owners)', () => {
  const claimGroup = async () => screen.findByRole('group', { name: 'Quem responde' });

  it('offers Eu respondo when nobody answers it, then Você está respondendo with Liberar, which gives it back', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, chatOf('owner-dona'));
    await userEvent.click(within(await claimGroup()).getByRole('button', { name: 'Eu respondo' }));
    expect(await screen.findByText('Você está respondendo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Liberar' }));
    expect(await screen.findByRole('button', { name: 'Eu respondo' })).toBeInTheDocument();
    expect(screen.queryByText(/está respondendo/)).toBeNull();
    expect(backend.runtime.db.get<ConversaDoc>(paths.conversa('lab_visitante', 'principal'))?.respondendo).toBeUndefined();
  });

  it('names the other owner answering it, live, and Assumir takes it over', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, chatOf('owner-dona'));
    await claimGroup();
    await stored({ respondendo: { uid: 'owner-socio', nome: 'Sócio', desde: Date.now() } });
    expect(await screen.findByText('Sócio está respondendo')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Assumir' }));
    expect(await screen.findByText('Você está respondendo')).toBeInTheDocument();
    // A reply still goes, whoever answers.
    await userEvent.type(screen.getByRole('textbox', { name: 'Mensagem' }), 'Pode deixar{Enter}');
    await waitFor(async () => expect((await rows()).at(-1)).toHaveTextContent('Pode deixar'));
  });

  it('is not offered to the visitor, nor to an owner who only watches a creator’s inbox', async () => {
    renderAt(backend, routes, chatOf('user-visitante'));
    await rows();
    expect(screen.queryByRole('group', { name: 'Quem responde' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Eu respondo' })).toBeNull();
  });
});
