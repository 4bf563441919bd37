/**
 * The studio's fields correct what she types instead of refusing it: a page named as she would say
 * it, a link without https://, her display name; each problem stands next to its field before
 * anything is sent, and limited fields say how much is left.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CardDoc, type PaginaDoc, type SkinDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];
const VISITOR_SKIN = 'users/user-visitante/skins/skin-visitante';

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});

const status = () => screen.getByRole('status', { name: 'Salvamento' });

async function openVisitorStudio() {
  await signInAs(backend, 'user-visitante', 'visitante');
  renderAt(backend, routes, '/menu/user-visitante/skins/visitante/editar');
  await screen.findByRole('list', { name: 'Páginas' }, { timeout: 10_000 });
}

const stored = <T,>(path: string): T | null => backend.runtime.db.get<T>(path);

describe('Nova página', () => {
  it('"Sobre mim" shows its address as she types and is created at /sobre-mim under the name she typed', async () => {
    await openVisitorStudio();
    const form = screen.getByRole('form', { name: 'Nova página' });
    const field = within(form).getByRole('textbox', { name: 'Nome da página' });
    await userEvent.type(field, 'Sobre mim');
    expect(field).toHaveAccessibleDescription('Endereço: /visitante/sobre-mim');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar página' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Nova página Sobre mim.'));
    expect(stored<PaginaDoc>(`${VISITOR_SKIN}/paginas/sobre-mim`)).toMatchObject({ nome: 'Sobre mim' });
  });

  it('shows the address to come as /visitante/… while the name is empty, not an encoded ellipsis', async () => {
    await openVisitorStudio();
    const form = screen.getByRole('form', { name: 'Nova página' });
    expect(within(form).getByRole('textbox', { name: 'Nome da página' })).toHaveAccessibleDescription('Endereço: /visitante/…');
  });

  it('says next to the field, before sending, that a name of emoji makes no address', async () => {
    await openVisitorStudio();
    const form = screen.getByRole('form', { name: 'Nova página' });
    const field = within(form).getByRole('textbox', { name: 'Nome da página' });
    await userEvent.type(field, '🌟');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.pageNameNoLetters));
    const call = jest.spyOn(backend, 'call');
    await userEvent.click(within(form).getByRole('button', { name: 'Criar página' }));
    expect(call).not.toHaveBeenCalled();
  });
});

describe('a card’s link', () => {
  it('"behance.net/marina" gets https:// when she leaves the field, and is kept so', async () => {
    await openVisitorStudio();
    const newContainer = screen.getByRole('form', { name: 'Novo container' });
    await userEvent.type(within(newContainer).getByRole('textbox', { name: 'Título do container' }), 'Trabalhos');
    await userEvent.click(within(newContainer).getByRole('button', { name: 'Criar container' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo container Trabalhos.'));
    const container = screen.getByRole('listitem', { name: 'Trabalhos' });
    await userEvent.click(within(container).getByRole('button', { name: 'Novo card em Trabalhos' }));
    const form = screen.getByRole('form', { name: 'Novo card em Trabalhos' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), 'Identidade visual');
    const link = within(form).getByRole('textbox', { name: 'Link externo' });
    await userEvent.type(link, 'behance.net/marina');
    await userEvent.tab();
    expect(link).toHaveValue('https://behance.net/marina');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Salvo:/));
    const cards = backend.runtime.db.query<CardDoc>({ collection: `${VISITOR_SKIN}/cards` }).map((row) => row.data);
    expect(cards.find((c) => c.titulo === 'Identidade visual')?.linkExterno).toBe('https://behance.net/marina');
  });
});

describe('Nome de exibição', () => {
  it('says how much is left, and saves her name with accents and emoji', async () => {
    await openVisitorStudio();
    const form = screen.getByRole('form', { name: 'Nome de exibição' });
    const field = within(form).getByRole('textbox', { name: 'Nome de exibição' });
    await userEvent.type(field, 'João 🎨');
    expect(field).toHaveAccessibleDescription('54 caracteres restantes');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar nome de exibição' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Nome de exibição.'));
    expect(stored<SkinDoc>(VISITOR_SKIN)?.nomeExibicao).toBe('João 🎨');
  });

  it('says next to the field that an invisible control character cannot stay, and sends nothing', async () => {
    await openVisitorStudio();
    const form = screen.getByRole('form', { name: 'Nome de exibição' });
    const field = within(form).getByRole('textbox', { name: 'Nome de exibição' });
    await userEvent.type(field, 'Ana\u202E');
    expect(field).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.displayNameForbidden));
    const call = jest.spyOn(backend, 'call');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar nome de exibição' }));
    expect(call).not.toHaveBeenCalled();
  });
});

describe('limited fields say how much is left, next to the field', () => {
  const typedInto = async (field: HTMLElement, text: string) => {
    await userEvent.clear(field);
    field.focus();
    await userEvent.paste(text);
  };

  it('Título do container, new or edited, once nearly full', async () => {
    await openVisitorStudio();
    const newContainer = screen.getByRole('form', { name: 'Novo container' });
    const title = within(newContainer).getByRole('textbox', { name: 'Título do container' });
    await typedInto(title, 'a'.repeat(70));
    expect(title).toHaveAccessibleDescription('10 caracteres restantes');
    await typedInto(title, 'Trabalhos');
    await userEvent.click(within(newContainer).getByRole('button', { name: 'Criar container' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo container Trabalhos.'));

    await userEvent.click(screen.getByRole('button', { name: 'Editar container Trabalhos' }));
    const edit = screen.getByRole('form', { name: 'Editar container Trabalhos' });
    const edited = within(edit).getByRole('textbox', { name: 'Título do container' });
    await typedInto(edited, 'b'.repeat(85));
    expect(edited).toHaveAccessibleDescription('5 caracteres além do limite');
  });

  it('Nome da página and Renomear’s Nome na aba, the count read with the field', async () => {
    await openVisitorStudio();
    const form = screen.getByRole('form', { name: 'Nova página' });
    const field = within(form).getByRole('textbox', { name: 'Nome da página' });
    await typedInto(field, 'Meus trabalhos de identidade visual');
    expect(field).toHaveAccessibleDescription(
      expect.stringMatching(/^Endereço: \/visitante\/meus-trabalhos\S+ 5 caracteres restantes$/),
    );

    await userEvent.click(screen.getByRole('button', { name: 'Mais ações: Home' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Renomear Home' }));
    const rename = screen.getByRole('textbox', { name: 'Nome na aba' });
    await typedInto(rename, 'c'.repeat(38));
    expect(rename).toHaveAccessibleDescription(expect.stringMatching(/ 2 caracteres restantes$/));
  });

  it('Texto do perfil, once nearly full', async () => {
    await openVisitorStudio();
    const text = screen.getByRole('textbox', { name: 'Texto do perfil' });
    await typedInto(text, 'd'.repeat(1990));
    expect(text).toHaveAccessibleDescription('10 caracteres restantes');
  });
});
