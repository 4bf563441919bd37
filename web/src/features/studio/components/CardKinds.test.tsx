/** The studio's card kinds: a new card's kind is chosen in its form, and a refusal keeps what was typed. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type CardDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];
let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});

const status = () => screen.getByRole('status', { name: 'Salvamento' });
const storedCards = () =>
  backend.runtime.db.query<CardDoc>({ collection: 'users/user-visitante/skins/skin-visitante/cards' }).map((s) => s.data);

async function newCardForm() {
  await signInAs(backend, 'user-visitante', 'visitante');
  renderAt(backend, routes, '/menu/user-visitante/skins/visitante/editar');
  const containerForm = await screen.findByRole('form', { name: 'Novo container' });
  await userEvent.type(within(containerForm).getByRole('textbox', { name: 'Título do container' }), 'Contato');
  await userEvent.click(within(containerForm).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo container Contato.'));
  await userEvent.click(
    within(screen.getByRole('listitem', { name: 'Contato' })).getByRole('button', { name: 'Novo card em Contato' }),
  );
  return screen.getByRole('form', { name: 'Novo card em Contato' });
}

it('adds a WhatsApp card, its number stored normalised', async () => {
  const form = await newCardForm();
  await userEvent.click(within(form).getByRole('radio', { name: 'WhatsApp' }));
  await userEvent.type(within(form).getByRole('textbox', { name: 'Número do WhatsApp' }), '(11) 98765-4321');
  await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
  await waitFor(() => expect(storedCards().find((c) => c.tipo === 'whatsapp')?.whatsapp?.numero).toBe('5511987654321'));
});

it('refuses a Pix card with a wrong CPF in the server’s words, keeping the form, then saves it fixed', async () => {
  const form = await newCardForm();
  await userEvent.click(within(form).getByRole('radio', { name: 'Pix' }));
  await userEvent.type(within(form).getByRole('textbox', { name: 'Chave Pix' }), '529.982.247-24');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Nome de quem recebe' }), 'Visitante');
  await userEvent.type(within(form).getByRole('textbox', { name: 'Cidade de quem recebe' }), 'Recife');
  await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
  await waitFor(() => expect(status()).toHaveTextContent(MESSAGES.pixKeyInvalid));
  expect(storedCards().some((c) => c.tipo === 'pix')).toBe(false);

  const key = within(form).getByRole('textbox', { name: 'Chave Pix' });
  await userEvent.clear(key);
  await userEvent.type(key, '529.982.247-25');
  await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
  await waitFor(() => expect(storedCards().find((c) => c.tipo === 'pix')?.pix?.chave).toBe('52998224725'));
  expect(storedCards().find((c) => c.tipo === 'pix')?.pix?.codigo).toMatch(/^000201.*6304[0-9A-F]{4}$/);
});

const textboxNames = (form: HTMLElement) =>
  within(form)
    .queryAllByRole('textbox')
    .map((box) => box.getAttribute('id') && form.querySelector(`label[for="${box.id}"]`)?.textContent);
const cardsOfContato = () =>
  within(screen.getByRole('listitem', { name: 'Contato' })).getByRole('list', { name: 'Cards de Contato' });

describe('each card kind its own form', () => {
  it('asks a WhatsApp card only for its number, first message and button text, and lists it by its button', async () => {
    const form = await newCardForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'WhatsApp' }));
    expect(textboxNames(form)).toEqual(['Número do WhatsApp', 'Primeira mensagem (opcional)', 'Texto do botão (opcional)']);
    expect(within(form).queryByRole('group', { name: 'Ícones (add-ons)' })).not.toBeInTheDocument();
    await userEvent.type(within(form).getByRole('textbox', { name: 'Número do WhatsApp' }), '(11) 98765-4321');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Texto do botão (opcional)' }), 'Peça um orçamento');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo card Peça um orçamento.'));
    expect(within(cardsOfContato()).getByText('Peça um orçamento')).toBeInTheDocument();
    expect(storedCards().find((c) => c.tipo === 'whatsapp')?.whatsapp?.botao).toBe('Peça um orçamento');
  });

  it('lists a WhatsApp card without a button text by its number, never as "card sem título"', async () => {
    const form = await newCardForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'WhatsApp' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Número do WhatsApp' }), '(11) 98765-4321');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo card WhatsApp'));
    expect(within(cardsOfContato()).getByText('WhatsApp 5511987654321')).toBeInTheDocument();
    expect(within(cardsOfContato()).queryByText('card sem título')).not.toBeInTheDocument();
  });

  it('asks a Pix card for the key, the name, the city, the amount and what it is for, and lists it by what it is for', async () => {
    const form = await newCardForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Pix' }));
    expect(textboxNames(form)).toEqual([
      'Chave Pix',
      'Nome de quem recebe',
      'Cidade de quem recebe',
      'Valor em R$ (opcional)',
      'Para que é o Pix (opcional)',
    ]);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Chave Pix' }), '529.982.247-25');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Nome de quem recebe' }), 'Visitante');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cidade de quem recebe' }), 'Recife');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Para que é o Pix (opcional)' }), 'Apoio ao zine');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo card Apoio ao zine.'));
    expect(within(cardsOfContato()).getByText('Apoio ao zine')).toBeInTheDocument();
  });

  it('asks a link card for a title and the address only', async () => {
    const form = await newCardForm();
    await userEvent.click(within(form).getByRole('radio', { name: 'Link' }));
    expect(textboxNames(form)).toEqual(['Título', 'Endereço do link']);
    await userEvent.type(within(form).getByRole('textbox', { name: 'Título' }), 'Meu Behance');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Endereço do link' }), 'https://behance.net/visitante');
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo card Meu Behance.'));
    expect(storedCards().find((c) => c.titulo === 'Meu Behance')?.linkExterno).toBe('https://behance.net/visitante');
  });

  it('says next to an empty card that it cannot be published, and sends nothing', async () => {
    const form = await newCardForm();
    await userEvent.click(within(form).getByRole('button', { name: 'Salvar card' }));
    expect(within(form).getByRole('alert')).toHaveTextContent(MESSAGES.cardEmpty);
    expect(status()).toHaveTextContent('Salvo: Novo container Contato.');
    expect(storedCards()).toHaveLength(0);
  });
});
