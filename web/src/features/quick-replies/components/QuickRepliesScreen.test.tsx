import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { QuickRepliesScreen } from './QuickRepliesScreen';

const routes = [{ path: '/menu/:userId/respostas-rapidas', element: <QuickRepliesScreen /> }];
const here = '/menu/user-visitante/respostas-rapidas';
const ID = '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b';
/** The demo's first command loads its handlers: slow on a loaded machine. */
const SLOW = { timeout: 10_000 };

let backend: TestBackend;
beforeEach(async () => {
  localStorage.clear();
  backend = freshDemoBackend();
  await signInAs(backend, 'user-visitante', 'visitante');
});
afterEach(() => jest.restoreAllMocks());

const shortcut = () => screen.getByRole('textbox', { name: 'Atalho' });
const text = () => screen.getByRole('textbox', { name: 'Texto' });
const list = () => screen.findByRole('list', { name: 'Suas respostas rápidas' }, SLOW);

describe('RESPOSTAS RÁPIDAS', () => {
  it('saves a new reply with a variable inserted where the cursor is, previewed with example values', async () => {
    renderAt(backend, routes, here);
    expect(await screen.findByText('Você ainda não tem respostas rápidas.', {}, SLOW)).toBeInTheDocument();
    await userEvent.type(shortcut(), 'orcamento');
    await userEvent.type(text(), 'Olá, ! Segue o valor.');
    (text() as HTMLTextAreaElement).setSelectionRange(5, 5);
    await userEvent.click(screen.getByRole('button', { name: 'Inserir {nome}' }));
    expect(text()).toHaveValue('Olá, {nome}! Segue o valor.');
    // The cursor goes on after the variable: typing continues there.
    expect(text()).toHaveFocus();
    expect((text() as HTMLTextAreaElement).selectionStart).toBe('Olá, {nome}'.length);
    const preview = screen.getByRole('region', { name: 'Prévia' });
    expect(preview).toHaveTextContent('Olá, Maria! Segue o valor.');

    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    const rows = within(await list()).getAllByRole('listitem');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('/orcamento');
    expect(rows[0]).toHaveTextContent('Olá, {nome}! Segue o valor.');
    // The form is blank again, for the next one.
    expect(shortcut()).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent('Resposta salva.');
  });

  it('says what is wrong with the shortcut under its field, before asking the server', async () => {
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, routes, here);
    await userEvent.type(shortcut(), 'orçamento');
    await userEvent.type(text(), 'Olá');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(shortcut()).toHaveAttribute('aria-invalid', 'true');
    expect(shortcut()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.quickReplyShortcutInvalid));
    expect(call).not.toHaveBeenCalledWith('saveQuickReply', expect.anything());
  });

  it("shows the server's refusal of a shortcut she already uses under Atalho, keeping what she typed", async () => {
    await backend.call('saveQuickReply', { id: ID, atalho: 'orcamento', texto: 'Primeira' });
    renderAt(backend, routes, here);
    await list();
    await userEvent.type(shortcut(), 'orcamento');
    await userEvent.type(text(), 'Segunda');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.quickReplyShortcutTaken);
    expect(shortcut()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.quickReplyShortcutTaken));
    expect(text()).toHaveValue('Segunda');
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);
  });

  it('keeps the draft, and its id, across a reload: the save after it is the same reply', async () => {
    const call = jest.spyOn(backend, 'call');
    const first = renderAt(backend, routes, here);
    await userEvent.type(shortcut(), 'prazo');
    await userEvent.type(text(), 'Entrego em {{data}.');
    first.unmount();
    renderAt(backend, routes, here);
    expect(shortcut()).toHaveValue('prazo');
    expect(text()).toHaveValue('Entrego em {data}.');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() => expect(call).toHaveBeenCalledWith('saveQuickReply', expect.objectContaining({ atalho: 'prazo' })), SLOW);
    const ids = call.mock.calls
      .filter(([name]) => name === 'saveQuickReply')
      .map(([, payload]) => (payload as { id: string }).id);
    expect(ids).toHaveLength(1);
    expect(ids[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(within(await list()).getAllByRole('listitem')[0]).toHaveTextContent('/prazo');
  });

  it('edits a reply in the form and deletes one after asking', async () => {
    await backend.call('saveQuickReply', { id: ID, atalho: 'orcamento', texto: 'Primeira' });
    renderAt(backend, routes, here);
    await list();
    await userEvent.click(screen.getByRole('button', { name: 'Editar /orcamento' }));
    expect(screen.getByRole('heading', { name: 'Editar /orcamento' })).toBeInTheDocument();
    expect(text()).toHaveValue('Primeira');
    await userEvent.clear(text());
    await userEvent.type(text(), 'Revista');
    await userEvent.click(screen.getByRole('button', { name: 'SALVAR' }));
    await waitFor(async () => expect(within(await list()).getAllByRole('listitem')[0]).toHaveTextContent('Revista'), SLOW);
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Excluir /orcamento' }));
    const dialog = screen.getByRole('dialog', { name: 'Excluir /orcamento?' });
    await act(() => userEvent.click(within(dialog).getByRole('button', { name: 'EXCLUIR' })));
    expect(await screen.findByText('Você ainda não tem respostas rápidas.', {}, SLOW)).toBeInTheDocument();
  });
});
