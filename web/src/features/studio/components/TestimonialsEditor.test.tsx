/**
 * Her quotes in the studio: a container of kind "Depoimentos", its quotes written, checked under
 * each field before anything is sent, saved whole; "Pedir depoimento" shows her link, and a quote sent
 * through it waits under "Aguardando aprovação" until she approves it into the container.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ContainerDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
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
const newContainer = () => screen.getByRole('form', { name: 'Novo container' });
const editor = () => screen.getByRole('form', { name: 'Depoimentos Clientes' });
const stored = () =>
  backend.runtime.db
    .query<ContainerDoc>({ collection: `${VISITOR_SKIN}/containers` })
    .map((d) => d.data)
    .find((c) => c.titulo === 'Clientes');

async function studioWithTestimonials() {
  await signInAs(backend, 'user-visitante', 'visitante');
  renderAt(backend, routes, STUDIO);
  await screen.findByRole('list', { name: 'Páginas' });
  await userEvent.click(within(newContainer()).getByRole('radio', { name: 'Depoimentos' }));
  await userEvent.type(within(newContainer()).getByRole('textbox', { name: 'Título do container' }), 'Clientes');
  await userEvent.click(within(newContainer()).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novos depoimentos Clientes.'));
}

describe('her quotes in the studio', () => {
  it('An empty quote: its problem under the field, nothing sent; written whole, saved and stored', async () => {
    await studioWithTestimonials();
    await userEvent.click(within(editor()).getByRole('button', { name: 'Adicionar depoimento' }));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Salvar depoimentos' }));
    const texto = within(editor()).getByRole('textbox', { name: 'Depoimento' });
    expect(texto).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.depoimentoTextoRequired));
    expect(within(editor()).getByRole('textbox', { name: 'Nome' })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.depoimentoNomeRequired),
    );
    expect(stored()?.depoimentos).toEqual({ itens: [] });

    await userEvent.type(texto, 'Entregou antes do prazo.');
    await userEvent.type(within(editor()).getByRole('textbox', { name: 'Nome' }), 'Joana Lima');
    await userEvent.type(within(editor()).getByRole('textbox', { name: /Cargo ou empresa/ }), 'Padaria Pão Quente');
    await userEvent.click(within(editor()).getByRole('button', { name: 'Salvar depoimentos' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Depoimentos Clientes.'));
    expect(stored()?.depoimentos?.itens).toEqual([
      expect.objectContaining({ texto: 'Entregou antes do prazo.', nome: 'Joana Lima', papel: 'Padaria Pão Quente' }),
    ]);
  });

  it('Pedir depoimento shows her link; a quote sent through it waits, and Aprovar moves it into the container', async () => {
    await studioWithTestimonials();
    await userEvent.click(screen.getByRole('button', { name: 'Pedir depoimento' }));
    const link = await screen.findByTestId('testimonial-link');
    const [, linkId = '', segredo = ''] = /\/depoimento\/([^#]+)#(.+)$/.exec(link.textContent ?? '') ?? [];
    expect(linkId).not.toBe('');
    expect(screen.getByRole('heading', { name: 'Aguardando aprovação (0)' })).toBeInTheDocument();

    await backend.call('sendTestimonial', {
      linkId,
      segredo,
      idEnvio: '3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab',
      texto: 'Atenciosa do começo ao fim.',
      nome: 'Rui',
      papel: '',
      consentimento: true,
    });
    expect(await screen.findByRole('heading', { name: 'Aguardando aprovação (1)' })).toBeInTheDocument();
    expect(stored()?.depoimentos?.itens).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Aprovar depoimento de Rui' }));
    await waitFor(() => expect(stored()?.depoimentos?.itens).toEqual([expect.objectContaining({ nome: 'Rui' })]));
    expect(await screen.findByRole('heading', { name: 'Aguardando aprovação (0)' })).toBeInTheDocument();
    expect(within(editor()).getByRole('textbox', { name: 'Nome' })).toHaveValue('Rui');
  });
});
