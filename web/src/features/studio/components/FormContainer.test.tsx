/**
 * A contact form container in the studio: chosen as the kind of a new container (one per page), shown
 * with its subjects, which are edited as a list and saved only when the form's rule allows them.
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
const formKind = () => within(newContainer()).getByRole('radio', { name: 'Formulário de contato' });
const subjects = () => screen.getByRole('list', { name: 'Assuntos de Fale comigo' });
const subjectFields = () => within(subjects()).getAllByRole('textbox');
const stored = () =>
  backend.runtime.db
    .query<ContainerDoc>({ collection: `${VISITOR_SKIN}/containers` })
    .map((d) => d.data)
    .find((c) => c.titulo === 'Fale comigo');

/** The visitor's studio with a form "Fale comigo" added to the home page. */
async function studioWithForm() {
  await signInAs(backend, 'user-visitante', 'visitante');
  renderAt(backend, routes, '/menu/user-visitante/skins/visitante/editar');
  await screen.findByRole('list', { name: 'Páginas' });
  expect(within(newContainer()).getByRole('radio', { name: 'Cards' })).toBeChecked();
  await userEvent.click(formKind());
  await userEvent.type(within(newContainer()).getByRole('textbox', { name: 'Título do container' }), 'Fale comigo');
  await userEvent.click(within(newContainer()).getByRole('button', { name: 'Criar container' }));
  await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo formulário de contato Fale comigo.'));
}

describe('a contact form container in the studio', () => {
  it('is a kind of new container; the page then offers no second one, and says why', async () => {
    await studioWithForm();
    const item = screen.getByRole('listitem', { name: 'Fale comigo' });
    expect(within(item).getByText('Formulário de contato')).toBeInTheDocument();
    // A form holds no cards: no card list, no "Novo card".
    expect(within(item).queryByRole('button', { name: /Novo card/ })).not.toBeInTheDocument();
    expect(subjectFields().map((f) => (f as HTMLInputElement).value)).toEqual(['OUTRO']);
    expect(stored()).toMatchObject({ tipo: 'formulario', assuntos: ['OUTRO'] });
    expect(formKind()).toBeDisabled();
    expect(formKind()).toHaveAccessibleDescription(MESSAGES.formAlreadyOnPage);
    expect(within(newContainer()).getByRole('radio', { name: 'Cards' })).toBeChecked();
  });

  it('edits the subjects: added, written in capitals, reordered, removed, and saved in that order', async () => {
    await studioWithForm();
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar assunto' }));
    // The new field has the focus, and what is typed shows in capitals.
    expect(screen.getByRole('textbox', { name: 'Assunto 2' })).toHaveFocus();
    await userEvent.keyboard('orçamento');
    expect(screen.getByRole('textbox', { name: 'Assunto 2' })).toHaveValue('ORÇAMENTO');
    await userEvent.click(screen.getByRole('button', { name: 'Adicionar assunto' }));
    await userEvent.keyboard('parceria');
    await userEvent.click(screen.getByRole('button', { name: 'Mover para cima: Assunto 2' }));
    expect(subjectFields().map((f) => (f as HTMLInputElement).value)).toEqual(['ORÇAMENTO', 'OUTRO', 'PARCERIA']);
    // Focus follows the moved subject, now at the top, where only "down" is left.
    expect(screen.getByRole('button', { name: 'Mover para baixo: Assunto 1' })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Remover Assunto 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Salvar assuntos' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Assuntos de Fale comigo.'));
    expect(stored()?.assuntos).toEqual(['ORÇAMENTO', 'PARCERIA']);
    expect(subjectFields().map((f) => (f as HTMLInputElement).value)).toEqual(['ORÇAMENTO', 'PARCERIA']);
  });

  it.each([
    ['an empty subject', ['', 'OUTRO'], MESSAGES.formSubjectEmpty],
    ['the same subject twice', ['outro'], MESSAGES.formSubjectRepeated],
    // Control characters in subjects: a bidi override (pasted, invisible) makes a subject read otherwise.
    ['a subject with a bidi override', ['PREÇO\u202E'], MESSAGES.formSubjectInvalidChars],
  ])('says what is wrong with %s and sends nothing', async (_name, added, message) => {
    await studioWithForm();
    const call = jest.spyOn(backend, 'call');
    for (const text of added) {
      await userEvent.click(screen.getByRole('button', { name: 'Adicionar assunto' }));
      if (text !== '') await userEvent.keyboard(text);
    }
    await userEvent.click(screen.getByRole('button', { name: 'Salvar assuntos' }));
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(call).not.toHaveBeenCalled();
    expect(stored()?.assuntos).toEqual(['OUTRO']);
  });

  it('keeps 1 to 8 subjects: the last one cannot be removed, and a ninth cannot be added', async () => {
    await studioWithForm();
    expect(screen.getByRole('button', { name: 'Remover Assunto 1' })).toBeDisabled();
    for (let i = 2; i <= 8; i += 1) {
      await userEvent.click(screen.getByRole('button', { name: 'Adicionar assunto' }));
      await userEvent.keyboard(`s${i}`);
    }
    expect(screen.getByRole('button', { name: 'Adicionar assunto' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Assunto 8' })).toHaveAttribute('maxLength', '40');
    await userEvent.click(screen.getByRole('button', { name: 'Salvar assuntos' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Assuntos de Fale comigo.'));
    expect(stored()?.assuntos).toHaveLength(8);
  });

  it('does not offer to put a loose form back on a page that has one, and says why', async () => {
    await studioWithForm();
    await userEvent.click(screen.getByRole('button', { name: 'Mais ações: Fale comigo' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Tirar da página : Fale comigo' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Container Fale comigo fora da página'));
    expect(formKind()).toBeEnabled();
    await userEvent.click(formKind());
    await userEvent.type(within(newContainer()).getByRole('textbox', { name: 'Título do container' }), 'Escreva');
    await userEvent.click(within(newContainer()).getByRole('button', { name: 'Criar container' }));
    await waitFor(() => expect(status()).toHaveTextContent('Salvo: Novo formulário de contato Escreva.'));
    const looseList = screen.getByRole('list', { name: 'Containers fora das páginas' });
    const putBack = within(looseList).getByRole('button', { name: /Colocar nesta página/ });
    expect(putBack).toBeDisabled();
    expect(putBack).toHaveAccessibleDescription(MESSAGES.formAlreadyOnPage);
  });
});
