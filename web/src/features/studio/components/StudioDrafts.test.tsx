/**
 * Nothing typed in the studio is lost: what waits for its Salvar is a draft kept in this browser, it
 * comes back after leaving the studio or a reload (here: the screen unmounted and rendered again),
 * leaving with unsaved work asks first, and an uploaded icon says "Salvo" only once it is the icon.
 */
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SkinDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { gifFile } from '../../../shared/testing/image-files';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];
const STUDIO = '/menu/user-visitante/skins/visitante/editar';
const VISITOR_SKIN = 'users/user-visitante/skins/skin-visitante';
let backend: TestBackend;
beforeEach(() => {
  localStorage.clear();
  backend = freshDemoBackend();
});

const status = () => screen.getByRole('status', { name: 'Salvamento' });
const drafts = () => screen.getByRole('status', { name: 'Rascunhos' });

async function openStudio() {
  await signInAs(backend, 'user-visitante', 'visitante');
  const view = renderAt(backend, routes, STUDIO);
  await screen.findByRole('list', { name: 'Páginas' });
  return view;
}

/** Leaves the studio and comes back, as VOLTAR and a reload do: the screen goes and is built again. */
async function reopenStudio(view: { unmount: () => void }) {
  view.unmount();
  const again = renderAt(backend, routes, STUDIO);
  await screen.findByRole('list', { name: 'Páginas' });
  return again;
}

async function newCardIn(titulo: string) {
  const containerForm = screen.getByRole('form', { name: 'Novo container' });
  await userEvent.type(within(containerForm).getByRole('textbox', { name: 'Título do container' }), titulo);
  await userEvent.click(within(containerForm).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent(`Salvo: Novo container ${titulo}.`));
  await userEvent.click(
    within(screen.getByRole('listitem', { name: titulo })).getByRole('button', { name: `Novo card em ${titulo}` }),
  );
  return screen.getByRole('form', { name: `Novo card em ${titulo}` });
}

describe('the studio keeps what was typed', () => {
  it('says honestly what is saved at once and what waits for Salvar', async () => {
    await openStudio();
    expect(status()).toHaveTextContent(
      'Tema, páginas e containers são salvos na hora; cards, ícone e texto do perfil, ao tocar em Salvar.',
    );
    expect(status()).not.toHaveTextContent('Cada mudança é salva assim que você a faz');
  });

  it('brings a typed card back after leaving the studio, as a restored draft that can be thrown away', async () => {
    const view = await openStudio();
    const form = await newCardIn('Trabalhos');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), 'Cartaz da feira');
    expect(drafts()).toHaveTextContent('Há 1 rascunho ainda não salvo');

    await reopenStudio(view);
    const back = screen.getByRole('form', { name: 'Novo card em Trabalhos' });
    expect(within(back).getByRole('textbox', { name: 'Título' })).toHaveValue('Cartaz da feira');
    expect(within(back).getByText(/Rascunho restaurado/)).toBeInTheDocument();

    await userEvent.click(within(back).getByRole('button', { name: /Descartar rascunho/ }));
    expect(screen.queryByRole('form', { name: 'Novo card em Trabalhos' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Rascunhos' })).not.toBeInTheDocument();
  });

  it('brings back the profile text and the icon typed but not saved, and forgets them once saved', async () => {
    const view = await openStudio();
    const profile = screen.getByRole('textbox', { name: 'Texto do perfil' });
    await userEvent.clear(profile);
    await userEvent.type(profile, 'Ilustradora em Recife');
    const icon = screen.getByRole('textbox', { name: 'Ícone da skin (URL https)' });
    await userEvent.clear(icon);
    await userEvent.type(icon, 'https://exemplo.com/eu.png');

    await reopenStudio(view);
    expect(screen.getByRole('textbox', { name: 'Texto do perfil' })).toHaveValue('Ilustradora em Recife');
    expect(screen.getByRole('textbox', { name: 'Ícone da skin (URL https)' })).toHaveValue('https://exemplo.com/eu.png');
    expect(screen.getAllByText(/Rascunho restaurado/)).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Salvar texto' }));
    await waitFor(() => expect(status()).toHaveTextContent(/^Salvo: Texto do perfil\.$/));
    expect(drafts()).toHaveTextContent('Há 1 rascunho ainda não salvo');
  });

  it('asks before VOLTAR leaves unsaved work, and stays when told to', async () => {
    const { router } = await openStudio();
    const profile = screen.getByRole('textbox', { name: 'Texto do perfil' });
    await userEvent.type(profile, ' e mais');

    await act(() => router.navigate('/menu'));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(router.state.location.pathname).toBe(STUDIO);

    await act(() => router.navigate('/menu'));
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', { name: 'Sair mesmo assim' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/menu'));
  });

  it('leaves without asking when everything is saved', async () => {
    const { router } = await openStudio();
    await act(() => router.navigate('/menu'));
    expect(router.state.location.pathname).toBe('/menu');
  });

  it('makes an uploaded icon the icon, and says "Salvo" only then', async () => {
    await openStudio();
    const form = screen.getByRole('form', { name: 'Ícone da skin' });
    await userEvent.upload(within(form).getByLabelText('Enviar ícone do dispositivo'), gifFile('eu.gif'));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Ícone da skin.'));
    const stored = backend.runtime.db.get<SkinDoc>(VISITOR_SKIN)?.iconSkin ?? '';
    expect(stored).not.toBe('default-user.jpg');
    expect(screen.getByRole('textbox', { name: 'Ícone da skin (URL https)' })).toHaveValue(stored);
  });

  it('says an image sent for a card is not on the skin until the card is saved', async () => {
    await openStudio();
    const form = await newCardIn('Trabalhos');
    await userEvent.upload(within(form).getByLabelText('Enviar imagem do dispositivo'), gifFile('cartaz.gif'));
    await waitFor(() => expect(status()).toHaveTextContent('Imagem enviada: cartaz.gif. Ela aparece na skin depois de Salvar.'));
    expect(status()).not.toHaveTextContent('Salvo');
  });
});
