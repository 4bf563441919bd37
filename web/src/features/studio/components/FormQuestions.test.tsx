/**
 * Her own questions on a contact form in the studio (briefing): written, typed, made required,
 * reordered and saved whole; a list the rule refuses says why under the question, and is not sent.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ContainerDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];
const VISITOR_SKIN = 'users/user-visitante/skins/skin-visitante';

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});
afterEach(() => jest.restoreAllMocks());

const status = () => screen.getByRole('status', { name: 'Salvamento' });
const newContainer = () => screen.getByRole('form', { name: 'Novo container' });
const questions = () => screen.getByRole('list', { name: 'Perguntas de Fale comigo' });
const question = (n: number) => within(questions()).getAllByRole('listitem')[n - 1]!;
const stored = () =>
  backend.runtime.db
    .query<ContainerDoc>({ collection: `${VISITOR_SKIN}/containers` })
    .map((d) => d.data)
    .find((c) => c.titulo === 'Fale comigo');

async function studioWithForm() {
  await signInAs(backend, 'user-visitante', 'visitante');
  renderAt(backend, routes, '/menu/user-visitante/skins/visitante/editar');
  await screen.findByRole('list', { name: 'Páginas' });
  await userEvent.click(within(newContainer()).getByRole('radio', { name: 'Formulário de contato' }));
  await userEvent.type(within(newContainer()).getByRole('textbox', { name: 'Título do container' }), 'Fale comigo');
  await userEvent.click(within(newContainer()).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo formulário de contato Fale comigo.'));
}

describe('her questions on a contact form in the studio', () => {
  it('adds questions of each kind, reorders them and saves them in her order', async () => {
    await studioWithForm();
    expect(within(questions()).queryAllByRole('listitem')).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    // The new question's text has the focus.
    await userEvent.keyboard('Qual é o prazo?');
    await userEvent.click(within(question(1)).getByRole('checkbox', { name: /Obrigatória/ }));

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    await userEvent.keyboard('Orçamento');
    await userEvent.selectOptions(
      within(question(2)).getByRole('combobox', { name: 'Tipo da pergunta 2' }),
      'Orçamento em reais',
    );
    await userEvent.type(within(question(2)).getByRole('textbox', { name: 'Limites das faixas, em reais' }), '500, 1.000, 3000');
    expect(question(2)).toHaveTextContent('Faixas: Até R$ 500 · R$ 500 a R$ 1.000 · R$ 1.000 a R$ 3.000 · Acima de R$ 3.000');

    await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    await userEvent.keyboard('Tipo de projeto');
    await userEvent.selectOptions(within(question(3)).getByRole('combobox', { name: 'Tipo da pergunta 3' }), 'Uma escolha');
    await userEvent.type(within(question(3)).getByRole('textbox', { name: 'Opção 1' }), 'Logo');
    await userEvent.type(within(question(3)).getByRole('textbox', { name: 'Opção 2' }), 'Site');
    await userEvent.click(within(question(3)).getByRole('button', { name: 'Mover para cima: Pergunta 3' }));
    // The moved question keeps the focus on its arrow.
    expect(within(question(2)).getByRole('button', { name: 'Mover para cima: Pergunta 2' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'Salvar perguntas' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Perguntas de Fale comigo.'));
    expect(stored()?.perguntas).toEqual([
      { id: expect.any(String), texto: 'Qual é o prazo?', tipo: 'curta', obrigatoria: true },
      { id: expect.any(String), texto: 'Tipo de projeto', tipo: 'escolha', obrigatoria: false, opcoes: ['Logo', 'Site'] },
      { id: expect.any(String), texto: 'Orçamento', tipo: 'orcamento', obrigatoria: false, faixas: [500, 1000, 3000] },
    ]);
  });

  it('says what is wrong under the question, and sends nothing', async () => {
    await studioWithForm();
    const call = jest.spyOn(backend, 'call');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    await userEvent.keyboard('Quais redes?');
    await userEvent.selectOptions(within(question(1)).getByRole('combobox', { name: 'Tipo da pergunta 1' }), 'Várias escolhas');
    await userEvent.type(within(question(1)).getByRole('textbox', { name: 'Opção 1' }), 'Instagram');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar perguntas' }));

    expect(within(question(1)).getByRole('textbox', { name: 'Pergunta 1' })).toHaveAccessibleDescription(
      MESSAGES.briefingOptionEmpty,
    );
    expect(call).not.toHaveBeenCalled();
    expect(stored()).not.toHaveProperty('perguntas');
  });

  it('offers no ninth question', async () => {
    await studioWithForm();
    for (let i = 0; i < 8; i += 1) await userEvent.click(screen.getByRole('button', { name: 'Adicionar pergunta' }));
    expect(screen.getByRole('button', { name: 'Adicionar pergunta' })).toBeDisabled();
  });
});
