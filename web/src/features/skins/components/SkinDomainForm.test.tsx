import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { SkinsSection } from './SkinsSection';

const inMenu = [{ path: '/menu/:userId/skins', element: <SkinsSection /> }];

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});

async function openAsOwner() {
  await signInAs(backend, 'owner-dona', 'lab');
  renderAt(backend, inMenu, '/menu/owner-dona/skins');
  const form = await screen.findByRole('form', { name: 'Domínio próprio' });
  const fill = async (skin: string, dominio: string) => {
    await userEvent.clear(within(form).getByLabelText('Skin'));
    await userEvent.type(within(form).getByLabelText('Skin'), skin);
    await userEvent.clear(within(form).getByLabelText('Domínio'));
    if (dominio) await userEvent.type(within(form).getByLabelText('Domínio'), dominio);
  };
  const status = () => within(form).getByRole('status');
  return { form, fill, status };
}

describe('Domínio próprio in the skins manager', () => {
  it('lets an owner map a domain to a skin, shows it beside the skin, and remove it', async () => {
    const { form, fill, status } = await openAsOwner();
    await fill('lab', 'Lab.Exemplo.com.br');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Skin lab ligada a lab.exemplo.com.br.')).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Skins' });
    expect(await within(list).findByText('Domínio próprio: lab.exemplo.com.br')).toBeInTheDocument();

    await userEvent.click(within(form).getByRole('button', { name: 'Remover' }));
    expect(await within(form).findByText('Domínio removido da skin lab.')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Domínio removido da skin lab.');
    expect(within(await screen.findByRole('list', { name: 'Skins' })).queryByText(/Domínio próprio/)).not.toBeInTheDocument();
  });

  it("shows the server's refusal for an address that is not a host name, and for a domain another skin holds", async () => {
    const { form, fill } = await openAsOwner();
    await fill('lab', 'https://lab.exemplo.com.br/home');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(MESSAGES.domainInvalid)).toBeInTheDocument();
    // The seed maps this one to sol.
    await fill('lab', 'solange.exemplo.com.br');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText(MESSAGES.domainTaken)).toBeInTheDocument();
    // Freed from sol, it can go to another skin.
    await fill('sol', '');
    await userEvent.click(within(form).getByRole('button', { name: 'Remover' }));
    expect(await within(form).findByText('Domínio removido da skin sol.')).toBeInTheDocument();
    await fill('lab', 'solange.exemplo.com.br');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar' }));
    expect(await within(form).findByText('Skin lab ligada a solange.exemplo.com.br.')).toBeInTheDocument();
  });

  it('is not offered to anyone but owners', async () => {
    await signInAs(backend, 'user-multi');
    renderAt(backend, inMenu, '/menu/user-multi/skins');
    await screen.findByRole('list', { name: 'Skins' });
    expect(screen.queryByRole('form', { name: 'Domínio próprio' })).not.toBeInTheDocument();
  });
});
