/**
 * Quick replies in the chat, on the inbox's side: "/" and what follows it list her replies, arrows and
 * Enter or a tap put one in the box with its variables filled for this conversation, Escape closes;
 * the Respostas rápidas button opens the same list on a phone. The visitor's side has none of it.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dateInSaoPaulo } from '@lab/domain/quick-replies';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { ChatScreen } from './ChatScreen';

const routes = [{ path: '/menu/:userId/contatos/:contactId/chat/:conversationId', element: <ChatScreen /> }];
/** A visitor who wrote on the site's form with only an e-mail, to the owners' inbox. */
const enchentes = '/menu/owner-dona/contatos/ana.souza%40example.com_lab/chat/c-enchentes';
const SLOW = { timeout: 10_000 };
const ids = [
  '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b',
  '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6',
  '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
];

let backend: TestBackend;
beforeEach(async () => {
  sessionStorage.clear();
  backend = freshDemoBackend();
  await signInAs(backend, 'owner-dona', 'lab');
  const replies = [
    ['orcamento', 'Olá, {nome}! Sobre {assunto}: a {skin} responde em {data}. {x}'],
    ['obrigada', 'Obrigada pelo contato!'],
    ['prazo', 'O prazo é de 10 dias.'],
  ] as const;
  for (const [i, [atalho, texto]] of replies.entries()) await backend.call('saveQuickReply', { id: ids[i]!, atalho, texto });
});
afterEach(() => jest.restoreAllMocks());

const box = () => screen.getByRole('textbox', { name: 'Mensagem' });
const options = () => within(screen.getByRole('listbox', { name: 'Respostas rápidas' })).getAllByRole('option');
const shortcuts = () => options().map((option) => option.querySelector('.quick-reply-list__shortcut')?.textContent);
const filled = () => `Olá, ana.souza! Sobre PROJETO ENCHENTES RS: a Lab responde em ${dateInSaoPaulo(Date.now())}. {x}`;

async function openChat() {
  const rendered = renderAt(backend, routes, enchentes);
  await screen.findByRole('list', { name: 'Mensagens' }, SLOW);
  // Her replies are read live: the list opens once they are there.
  await waitFor(async () => {
    await userEvent.clear(box());
    await userEvent.type(box(), '/');
    expect(screen.getByRole('listbox', { name: 'Respostas rápidas' })).toBeInTheDocument();
  }, SLOW);
  return rendered;
}

describe('Quick replies in the chat', () => {
  it('"/orc" lists the matching replies; arrows and Enter put the chosen one in the box, filled for this conversation', async () => {
    await openChat();
    expect(shortcuts()).toEqual(['/obrigada', '/orcamento', '/prazo']);
    await userEvent.type(box(), 'o');
    expect(shortcuts()).toEqual(['/obrigada', '/orcamento', '/prazo']);
    await userEvent.type(box(), 'rc');
    expect(shortcuts()).toEqual(['/orcamento']);
    // The box points at the active option, as a combobox's input does.
    expect(box()).toHaveAttribute('aria-activedescendant', options()[0]!.id);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await userEvent.clear(box());
    await userEvent.type(box(), 'Bom dia! /');
    await userEvent.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(box()).toHaveValue(`Bom dia! ${filled()}`);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveFocus();
    // She edits it before sending; Enter now sends.
    await userEvent.type(box(), ' Abraços');
    const sent = `Bom dia! ${filled()} Abraços`;
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText(sent, {}, SLOW)).toBeInTheDocument();
  });

  it('keeps what a chosen reply put in the box as the draft, across a reload', async () => {
    const chat = await openChat();
    await userEvent.keyboard('{Enter}');
    expect(box()).toHaveValue('Obrigada pelo contato!');
    chat.unmount();
    renderAt(backend, routes, enchentes);
    expect(box()).toHaveValue('Obrigada pelo contato!');
  });

  it('a tap on an option chooses it; Escape closes the list and keeps what was typed', async () => {
    await openChat();
    await userEvent.type(box(), 'pr');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('/pr');
    await userEvent.clear(box());
    await userEvent.type(box(), '/');
    await userEvent.click(options()[2]!);
    expect(box()).toHaveValue('O prazo é de 10 dias.');
    expect(box()).toHaveFocus();
  });

  it('the Respostas rápidas button opens every reply, for a phone, and a tap puts one where the cursor was', async () => {
    await openChat();
    await userEvent.clear(box());
    await userEvent.type(box(), 'Oi!  Até logo.');
    (box() as HTMLTextAreaElement).setSelectionRange(4, 4);
    const toggle = screen.getByRole('button', { name: 'Respostas rápidas' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const list = screen.getByRole('listbox', { name: 'Respostas rápidas' });
    expect(list).toHaveFocus();
    expect(options()).toHaveLength(3);
    await userEvent.keyboard('{ArrowDown}');
    expect(list).toHaveAttribute('aria-activedescendant', options()[1]!.id);
    await userEvent.click(options()[0]!);
    expect(box()).toHaveValue('Oi! Obrigada pelo contato! Até logo.');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('"/" inside a word, as in an address, opens nothing', async () => {
    await openChat();
    await userEvent.clear(box());
    await userEvent.type(box(), 'https://exemplo.com/orc');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe("Quick replies on the visitor's side", () => {
  it('offers none: no button, "/" stays a slash, and nothing is read', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    const reads = jest.spyOn(backend, 'watchQuickReplies');
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante/chat/principal');
    await screen.findByRole('list', { name: 'Mensagens' }, SLOW);
    await userEvent.type(box(), '/');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Respostas rápidas' })).not.toBeInTheDocument();
    expect(reads).not.toHaveBeenCalled();
  });
});
