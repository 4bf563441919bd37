import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@lab/domain/kernel';
import { useSession } from '../../../shared/session/session-store';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { SkinsManager } from './SkinsManager';
import { SkinsSection } from './SkinsSection';

const signOut = jest.fn();
const atRoot = [{ path: '/', element: <SkinsManager onSignOut={signOut} /> }];
const inMenu = [{ path: '/menu/:userId/skins', element: <SkinsSection /> }];

let backend: TestBackend;
afterEach(() => jest.restoreAllMocks());
beforeEach(() => {
  backend = freshDemoBackend();
  signOut.mockClear();
});

/** The buttons that choose a skin ("name - theme"), not the Excluir beside each. */
const skinButtons = async () =>
  within(await screen.findByRole('list', { name: 'Skins' }))
    .getAllByRole('button', { name: / - / })
    .map((b) => b.textContent);

describe('Skins manager', () => {
  it('at / lists the skins of someone signed in without a chosen skin, as "name - theme"', async () => {
    await signInAs(backend, 'user-multi');
    renderAt(backend, atRoot, '/');
    expect(screen.getByRole('heading', { level: 1, name: 'Suas skins' })).toBeInTheDocument();
    expect(await skinButtons()).toEqual(['multi-a - CYBERPINK', 'multi-b - sunshine']);
    expect(screen.queryByRole('form', { name: 'Cadastrar Nova Skin' })).not.toBeInTheDocument();
  });

  it('at / offers ENCERRAR, since there is no menu before a skin is chosen', async () => {
    await signInAs(backend, 'user-multi');
    renderAt(backend, atRoot, '/');
    await screen.findByRole('list', { name: 'Skins' });
    await userEvent.click(screen.getByRole('button', { name: 'ENCERRAR' }));
    expect(signOut).toHaveBeenCalledTimes(1);
  });

  it('says "Sem tema" for a skin without a theme', async () => {
    await signInAs(backend, 'user-multi');
    await act(() =>
      backend.runtime.db.runTransaction((tx) =>
        tx.set('users/user-multi/skins/skin-multi-c', {
          id_skins: 'skin-multi-c',
          username: 'multi-c',
          theme: '',
          is_main: false,
          data: 1_900_000_000_000,
          iconSkin: '',
          idUser: 'user-multi',
        }),
      ),
    );
    renderAt(backend, atRoot, '/');
    expect(await skinButtons()).toContain('multi-c - Sem tema');
  });

  it('selects a skin on a click and opens its home', async () => {
    await signInAs(backend, 'user-multi');
    const { router } = renderAt(backend, atRoot, '/');
    await screen.findByRole('list', { name: 'Skins' });
    await userEvent.click(screen.getByRole('button', { name: 'multi-b - sunshine' }));
    expect(router.state.location.pathname).toBe('/multi-b/home');
    expect(useSession.getState().stored).toMatchObject({
      skinLogado: 'true',
      skinLogadoUser: 'multi-b',
      skinLocal: 'multi-b',
      skinLocalId: 'skin-multi-b',
      selectedTheme: 'sunshine',
    });
  });

  it('says so when the skins cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-multi');
    jest.spyOn(backend, 'listSkins').mockRejectedValue(new Error('offline'));
    renderAt(backend, atRoot, '/');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar skins.');
  });

  it('offers Editar beside each skin, opening its studio', async () => {
    await signInAs(backend, 'user-multi');
    const { router } = renderAt(backend, atRoot, '/');
    const list = await screen.findByRole('list', { name: 'Skins' });
    const edit = within(list).getByRole('link', { name: 'Editar multi-b' });
    expect(edit).toHaveAttribute('href', '/menu/user-multi/skins/multi-b/editar');
    await userEvent.click(edit);
    expect(router.state.location.pathname).toBe('/menu/user-multi/skins/multi-b/editar');
  });

  it('refuses to delete the skin in session, saying why, and asks nothing', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, inMenu, '/menu/owner-dona/skins');
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Skins' })).getByRole('button', { name: 'Excluir lab' }),
    );
    expect(
      screen.getByText('A skin em uso nesta sessão não pode ser excluída. Entre com outra skin antes de excluí-la.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
  });

  it('asks before deleting a skin; Cancelar keeps it', async () => {
    await signInAs(backend, 'user-multi');
    const call = jest.spyOn(backend, 'call');
    renderAt(backend, atRoot, '/');
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Skins' })).getByRole('button', { name: 'Excluir multi-b' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Excluir skin' });
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(call).not.toHaveBeenCalled();
    expect(await skinButtons()).toEqual(['multi-a - CYBERPINK', 'multi-b - sunshine']);
  });

  it('deletes a skin once confirmed and lists what is left', async () => {
    await signInAs(backend, 'user-multi');
    renderAt(backend, atRoot, '/');
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Skins' })).getByRole('button', { name: 'Excluir multi-b' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Excluir skin' })).getByRole('button', { name: 'Excluir skin' }),
    );
    expect(await screen.findByText('Skin multi-b excluída.')).toBeVisible();
    await waitFor(async () => expect(await skinButtons()).toEqual(['multi-a - CYBERPINK']));
  });

  it('Desfazer beside the confirmation brings the deleted skin back', async () => {
    await signInAs(backend, 'user-multi');
    renderAt(backend, atRoot, '/');
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Skins' })).getByRole('button', { name: 'Excluir multi-b' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Excluir skin' })).getByRole('button', { name: 'Excluir skin' }),
    );
    const notice = await screen.findByText('Skin multi-b excluída.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Desfazer' }));
    expect(await screen.findByText('Skin multi-b restaurada.')).toBeVisible();
    await waitFor(async () => expect(await skinButtons()).toEqual(['multi-a - CYBERPINK', 'multi-b - sunshine']));
  });

  it("shows the server's refusal to delete a user's last skin", async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await signInAs(backend, 'user-visitante');
    renderAt(backend, atRoot, '/');
    await userEvent.click(
      within(await screen.findByRole('list', { name: 'Skins' })).getByRole('button', { name: 'Excluir visitante' }),
    );
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Excluir skin' })).getByRole('button', { name: 'Excluir skin' }),
    );
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Erro ao excluir a skin:', expect.anything()));
    expect(await screen.findByText(MESSAGES.lastSkinUndeletable)).toBeVisible();
    expect(await skinButtons()).toEqual(['visitante - CYBERPINK']);
    expect(backend.runtime.db.get('usernames/visitante')).not.toBeNull();
  });

  it('lets owners open the studio of any skin by its name', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    const { router } = renderAt(backend, inMenu, '/menu/owner-dona/skins');
    await userEvent.type(screen.getByRole('textbox', { name: 'Nome de qualquer skin' }), 'visitante');
    await userEvent.click(screen.getByRole('button', { name: 'Abrir estúdio' }));
    expect(router.state.location.pathname).toBe('/menu/owner-dona/skins/visitante/editar');
  });

  it('offers no such form to everyone else', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, inMenu, '/menu/user-visitante/skins');
    await screen.findByRole('list', { name: 'Skins' });
    expect(screen.queryByRole('textbox', { name: 'Nome de qualquer skin' })).not.toBeInTheDocument();
  });

  describe('the "Cadastrar Nova Skin" form, once logged into a skin', () => {
    const form = () => screen.getByRole('form', { name: 'Cadastrar Nova Skin' });

    beforeEach(async () => {
      await signInAs(backend, 'owner-dona', 'lab');
    });

    it('offers the available themes', async () => {
      renderAt(backend, inMenu, '/menu/owner-dona/skins');
      expect(await skinButtons()).toEqual(['lab - CYBERPINK']);
      const themes = within(screen.getByRole('combobox', { name: 'Tema da skin' })).getAllByRole('option');
      expect(themes.map((o) => o.textContent)).toEqual(['Escolha um tema', 'CYBERPINK', 'sunshine']);
    });

    it('requires the name and the theme', async () => {
      const call = jest.spyOn(backend, 'call');
      renderAt(backend, inMenu, '/menu/owner-dona/skins');
      await userEvent.click(within(form()).getByRole('button', { name: 'Cadastrar' }));
      expect(within(form()).getByRole('alert')).toHaveTextContent('Informe o nome da skin.');
      expect(screen.getByRole('textbox', { name: 'Nome da skin' })).toHaveFocus();

      await userEvent.type(screen.getByRole('textbox', { name: 'Nome da skin' }), 'nova-skin');
      await userEvent.click(within(form()).getByRole('button', { name: 'Cadastrar' }));
      expect(within(form()).getByRole('alert')).toHaveTextContent('Escolha o tema da skin.');
      expect(screen.getByRole('combobox', { name: 'Tema da skin' })).toHaveFocus();
      expect(call).not.toHaveBeenCalled();
    });

    it('creates the skin and opens its home', async () => {
      const { router } = renderAt(backend, inMenu, '/menu/owner-dona/skins');
      await userEvent.type(screen.getByRole('textbox', { name: 'Nome da skin' }), 'nova-skin');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tema da skin' }), 'sunshine');
      await userEvent.click(within(form()).getByRole('button', { name: 'Cadastrar' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/nova-skin/home'));
      expect(useSession.getState().stored).toMatchObject({ skinLogadoUser: 'nova-skin', selectedTheme: 'sunshine' });
      expect(backend.runtime.db.get('usernames/nova-skin')).toMatchObject({ uid: 'owner-dona' });
    });

    it('shows the name rule before any submit, and makes "Marina Design" or "joão" an address when she leaves the field', async () => {
      renderAt(backend, inMenu, '/menu/owner-dona/skins');
      const name = await screen.findByRole('textbox', { name: 'Nome da skin' });
      expect(name).toHaveAccessibleDescription(/de 2 a 30 caracteres/);
      await userEvent.type(name, 'Marina Design');
      await userEvent.tab();
      expect(name).toHaveValue('marina-design');
      await userEvent.clear(name);
      await userEvent.type(name, 'joão');
      await userEvent.tab();
      expect(name).toHaveValue('joao');
    });

    it('refuses a taken name in the form, keeps what was typed and goes nowhere', async () => {
      jest.spyOn(console, 'error').mockImplementation(() => undefined);
      const { router } = renderAt(backend, inMenu, '/menu/owner-dona/skins');
      await userEvent.type(screen.getByRole('textbox', { name: 'Nome da skin' }), 'visitante');
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Tema da skin' }), 'CYBERPINK');
      await userEvent.click(within(form()).getByRole('button', { name: 'Cadastrar' }));
      expect(await within(form()).findByRole('alert')).toHaveTextContent('Já existe uma skin com esse nome. Escolha outro.');
      expect(screen.getByRole('textbox', { name: 'Nome da skin' })).toHaveValue('visitante');
      expect(screen.getByRole('textbox', { name: 'Nome da skin' })).toHaveAttribute('aria-invalid', 'true');
      expect(router.state.location.pathname).toBe('/menu/owner-dona/skins');
      expect(useSession.getState().stored.skinLogadoUser).toBe('lab');
    });
  });
});
