/**
 * The page her link opens (`/depoimento/{id}#{segredo}`): her name and a form; the same rules as the
 * server under each field; sent once, kept for her review; a wrong link says so and shows no form.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type ContainerDoc } from '@lab/domain/kernel';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { freshDemoBackend, resetSession, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { TestimonialRequest } from './TestimonialRequestScreen';

const VISITOR_SKIN = 'users/user-visitante/skins/skin-visitante';
let backend: TestBackend;

/** Her Depoimentos container and a link asking for quotes, made as she would; then a signed-out visitor. */
async function herLink(): Promise<{ linkId: string; segredo: string }> {
  await signInAs(backend, 'user-visitante', 'visitante');
  const change = { kind: 'addContainer' as const, pageId: 'home', titulo: 'Clientes', tipo: 'depoimentos' as const };
  const { createdId } = await backend.call('editSkin', { skin: 'visitante', change });
  const link = await backend.call('setTestimonialLink', { skin: 'visitante', containerId: createdId ?? '', ligado: true });
  await backend.signOut();
  resetSession();
  if (!('linkId' in link)) throw new Error('no link');
  return link;
}

const pending = () =>
  backend.runtime.db.query<ContainerDoc>({ collection: `${VISITOR_SKIN}/depoimentosPendentes` }).map((d) => d.data);

beforeEach(() => {
  resetSession();
  backend = freshDemoBackend();
});

describe('the page her link opens', () => {
  it('A quote without consent or name: each problem under its field, nothing sent; then sent once and thanked', async () => {
    const link = await herLink();
    renderWithBackend(<TestimonialRequest {...link} />, backend);
    expect(await screen.findByRole('heading', { name: 'Deixe um depoimento para visitante' })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Seu depoimento' }), 'Recomendo demais!');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar depoimento' }));
    expect(screen.getByRole('textbox', { name: 'Seu nome' })).toHaveAccessibleDescription(
      expect.stringContaining(MESSAGES.depoimentoNomeRequired),
    );
    expect(screen.getByText(MESSAGES.depoimentoConsentRequired)).toBeInTheDocument();
    expect(pending()).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: 'Seu nome' }), 'Joana Lima');
    await userEvent.click(screen.getByRole('checkbox', { name: /Autorizo visitante/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Enviar depoimento' }));
    expect(await screen.findByRole('heading', { name: 'Obrigado!' })).toBeInTheDocument();
    expect(pending()).toEqual([expect.objectContaining({ texto: 'Recomendo demais!', nome: 'Joana Lima', papel: '' })]);
  });

  it('A wrong secret: says the link does not work, and shows no form', async () => {
    const link = await herLink();
    renderWithBackend(<TestimonialRequest linkId={link.linkId} segredo="errado" />, backend);
    expect(await screen.findByText(MESSAGES.depoimentoLinkNotFound)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Enviar depoimento' })).not.toBeInTheDocument();
  });
});
