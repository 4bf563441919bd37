import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@lab/domain/kernel';
import { NEW_ACCOUNT } from '../../../shared/backend/port';
import { useSession } from '../../../shared/session/session-store';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { OnboardingScreen } from './OnboardingScreen';

const routes = [{ path: '/menu/:userId/primeiros-passos', element: <OnboardingScreen /> }];
const SLOW = { timeout: 10_000 };

let backend: TestBackend;

/** A new account, signed in once: its only skin is the drawn `User…` one. */
async function newcomer(): Promise<{ uid: string; drawn: string }> {
  const user = await signInAs(backend, NEW_ACCOUNT);
  const session = await backend.call('bootstrapSession', {});
  const drawn = session.selected?.username ?? '';
  useSession.getState().selectSkin(session.selected, user);
  renderAt(backend, routes, `/menu/${user.uid}/primeiros-passos`);
  return { uid: user.uid, drawn };
}

const nameField = () => screen.getByLabelText('Seu nome');
const addressField = () => screen.getByLabelText<HTMLInputElement>('Endereço da sua página');

beforeEach(() => {
  backend = freshDemoBackend();
});

describe('Como você quer aparecer?', () => {
  it('makes the address from her name as she types, shows the rule before any submit, and says it is free', async () => {
    await newcomer();
    expect(await screen.findByRole('heading', { name: 'Como você quer aparecer?' }, SLOW)).toBeInTheDocument();
    expect(screen.getByText('De 2 a 30 caracteres: letras sem acento, números, "-" ou "_".')).toBeInTheDocument();
    await userEvent.type(nameField(), 'Marina Souza');
    expect(addressField().value).toBe('marina-souza');
    expect(screen.getByText('48 caracteres restantes')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Disponível.')).toBeInTheDocument(), SLOW);
  });

  it('offers a free address when hers is taken, and takes it with one tap', async () => {
    await newcomer();
    await userEvent.type(await screen.findByLabelText('Seu nome', {}, SLOW), 'Visitante');
    expect(await screen.findByText(MESSAGES.skinNameTaken, {}, SLOW)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Usar visitante-2' }));
    expect(addressField().value).toBe('visitante-2');
    await waitFor(() => expect(screen.getByText('Disponível.')).toBeInTheDocument(), SLOW);
  });

  it('corrects an address typed with spaces and accents when she leaves the field', async () => {
    await newcomer();
    await userEvent.type(await screen.findByLabelText('Seu nome', {}, SLOW), 'Ana');
    await userEvent.clear(addressField());
    await userEvent.type(addressField(), 'Estúdio Ana B');
    await userEvent.tab();
    expect(addressField().value).toBe('estudio-ana-b');
  });

  it('says next to the field that a name is needed, without repeating what was typed', async () => {
    await newcomer();
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }, SLOW));
    expect(nameField()).toHaveAccessibleDescription(MESSAGES.displayNameRequired);
    expect(screen.getByRole('heading', { name: 'Como você quer aparecer?' })).toBeInTheDocument();
  });

  it('keeps an emoji name as her name and asks for an address, which emoji cannot make', async () => {
    await newcomer();
    await userEvent.type(await screen.findByLabelText('Seu nome', {}, SLOW), '🎨✨');
    expect(addressField().value).toBe('');
    expect(screen.getByText('Seu nome não tem letras para um endereço: escreva um acima.')).toBeInTheDocument();
  });
});

describe('Por onde começar?', () => {
  it('makes the drawn skin hers from the model she picks, and opens the studio at her address', async () => {
    const { uid, drawn } = await newcomer();
    await userEvent.type(await screen.findByLabelText('Seu nome', {}, SLOW), 'Marina Souza');
    await waitFor(() => expect(screen.getByText('Disponível.')).toBeInTheDocument(), SLOW);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('heading', { name: 'Por onde começar?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Portfólio de designer/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Criar minha página' }));
    expect(await screen.findByTestId('current-path', {}, SLOW)).toHaveTextContent(`/menu/${uid}/skins/marina-souza/editar`);
    expect(useSession.getState().stored.skinLocal).toBe('marina-souza');
    // The drawn name is free again: nothing is left at it.
    expect((await backend.call('checkSkinName', { nome: drawn })).livre).toBe(true);
  });
});
