/**
 * Her gallery in the studio: a container of kind "Galeria", pictures sent from the device (the same
 * upload as a card's image), each described ("Descrição da imagem"), reordered with ↑/↓, removed,
 * and the whole list saved with "Salvar galeria"; the server's refusal is said under the list.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ContainerDoc } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { gifFile } from '../../../shared/testing/image-files';
import { StudioScreen } from './StudioScreen';

const routes = [{ path: '/menu/:userId/skins/:skinName/editar', element: <StudioScreen /> }];
const STUDIO = '/menu/user-visitante/skins/visitante/editar';
const VISITOR_SKIN = 'users/user-visitante/skins/skin-visitante';

jest.setTimeout(60_000);

let backend: TestBackend;
beforeEach(() => {
  localStorage.clear();
  backend = freshDemoBackend();
});
afterEach(() => jest.restoreAllMocks());

const status = () => screen.getByRole('status', { name: 'Salvamento' });
const newContainer = () => screen.getByRole('form', { name: 'Novo container' });
const editor = () => screen.getByRole('form', { name: 'Imagens da galeria Trabalhos' });
const pictures = () => within(editor()).queryAllByRole('listitem');
const stored = () =>
  backend.runtime.db
    .query<ContainerDoc>({ collection: `${VISITOR_SKIN}/containers` })
    .map((d) => d.data)
    .find((c) => c.titulo === 'Trabalhos');

async function studioWithGallery() {
  await signInAs(backend, 'user-visitante', 'visitante');
  renderAt(backend, routes, STUDIO);
  await screen.findByRole('list', { name: 'Páginas' });
  await userEvent.click(within(newContainer()).getByRole('radio', { name: 'Galeria' }));
  await userEvent.type(within(newContainer()).getByRole('textbox', { name: 'Título do container' }), 'Trabalhos');
  await userEvent.click(within(newContainer()).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent('Salvo: Nova galeria Trabalhos.'));
}

async function send(...names: string[]) {
  const before = pictures().length;
  await userEvent.upload(
    within(editor()).getByLabelText('Adicionar imagens do dispositivo'),
    names.map((name) => gifFile(name)),
  );
  await waitFor(() => expect(pictures()).toHaveLength(before + names.length));
}

describe('her gallery in the studio', () => {
  it('sends three pictures, describes, reorders and removes one, and saves the list whole', async () => {
    await studioWithGallery();
    expect(stored()).toMatchObject({ tipo: 'galeria', galeria: { imagens: [] } });
    await send('praia.gif', 'retrato.gif', 'atelie.gif');
    // The picture just sent is described next.
    expect(within(editor()).getByRole('textbox', { name: 'Descrição da imagem 3' })).toHaveFocus();
    for (const [i, alt] of ['Praia', 'Retrato', 'Ateliê'].entries()) {
      await userEvent.type(within(editor()).getByRole('textbox', { name: `Descrição da imagem ${i + 1}` }), alt);
    }
    await userEvent.click(within(editor()).getByRole('button', { name: 'Mover para cima: Imagem 2' }));
    await userEvent.click(within(editor()).getByRole('button', { name: 'Remover Imagem 3' }));
    // Nothing reaches the page until it is saved.
    expect(stored()?.galeria?.imagens).toEqual([]);
    await userEvent.click(within(editor()).getByRole('button', { name: 'Salvar galeria' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Galeria Trabalhos.'));
    const imagens = stored()?.galeria?.imagens ?? [];
    expect(imagens.map((i) => i.alt)).toEqual(['Retrato', 'Praia']);
    expect(imagens[0]).toMatchObject({ src: expect.stringMatching(/^data:image\//), largura: 1, altura: 1 });
    expect(within(editor()).getByRole('textbox', { name: 'Descrição da imagem 1' })).toHaveValue('Retrato');
  });

  it('A picture whose address was tampered with: the server refuses it, said under the list, and nothing is saved', async () => {
    await studioWithGallery();
    await send('praia.gif');
    const call = backend.call.bind(backend);
    jest.spyOn(backend, 'call').mockImplementation(async (name: string, payload: unknown) => {
      const edit = payload as { change?: { galeria?: { imagens: Array<{ src: string }> } } };
      for (const imagem of edit.change?.galeria?.imagens ?? []) imagem.src = 'javascript:alert(1)';
      return call(name as never, payload as never);
    });
    await userEvent.click(within(editor()).getByRole('button', { name: 'Salvar galeria' }));
    expect(await within(editor()).findByRole('alert')).toHaveTextContent(/O endereço da imagem/);
    expect(stored()?.galeria?.imagens).toEqual([]);
  });
});
