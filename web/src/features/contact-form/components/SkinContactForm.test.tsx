/**
 * A skin's own contact form (a container of kind 'formulario'): the spec's form with that container's
 * subjects, whose message names the skin and the page it was sent from.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, paths, type ContatoDoc, type ConversaDoc } from '@lab/domain/kernel';
import { type SendContactMessagePayload } from '@lab/domain/conversations';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { createTestBackend, resetSession, SEED, signInAs, type TestBackend } from '../../../shared/testing/test-backend';
import { ContactForm } from './ContactForm';

beforeEach(resetSession);

const subject = () => screen.getByRole('combobox', { name: 'Assunto' });
const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const message = () => screen.getByRole('textbox', { name: 'Mensagem' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));

const SUBJECTS = ['ORÇAMENTO', 'PARCERIA', 'OUTRO'];

/** The visitor's skin with a form on its home page, made in the studio, and the visitor signed out again. */
async function visitorSkinWithForm(): Promise<TestBackend> {
  const backend = createTestBackend();
  await signInAs(backend, SEED.visitor, 'visitante');
  const change = { kind: 'addContainer', pageId: 'home', titulo: 'Fale comigo', tipo: 'formulario' } as const;
  const form = (await backend.call('editSkin', { skin: 'visitante', change })).createdId ?? '';
  await backend.call('editSkin', {
    skin: 'visitante',
    change: { kind: 'updateContainer', containerId: form, assuntos: SUBJECTS },
  });
  await backend.signOut();
  resetSession();
  return backend;
}

const renderForm = (backend: TestBackend) =>
  renderWithBackend(
    <ContactForm subjects={SUBJECTS} destination={{ skin: 'visitante', page: 'home' }} idPrefix="contact-form1" />,
    backend,
  );

describe("a skin's own contact form", () => {
  it('is the spec’s form with the container’s subjects in the select', () => {
    renderForm(createTestBackend());
    expect(screen.getByRole('heading', { name: 'Como posso ajudar?' })).toBeInTheDocument();
    expect(
      within(subject())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Assunto...', ...SUBJECTS]);
    expect(email()).toHaveAttribute('placeholder', 'Seu e-mail');
    expect(message()).toHaveAttribute('placeholder', 'Especifique aqui...');
    // Its ids are its own, so the site's form on the same page never shares one.
    expect(subject()).toHaveAttribute('id', 'contact-form1-assunto');
  });

  it('asks for the e-mail and the subject with the spec’s two ⚠ messages', async () => {
    renderForm(createTestBackend());
    await send();
    expect(email()).toHaveAccessibleDescription('⚠ Hey, você ainda não disse o seu e-mail!');
    expect(subject()).toHaveAccessibleDescription('⚠ Hey, você ainda não disse o assunto!');
    await userEvent.type(email(), 'ana@example.com');
    expect(email()).not.toHaveAccessibleDescription();
    await send();
    expect(subject()).toHaveAccessibleDescription('⚠ Hey, você ainda não disse o assunto!');
  });

  it('sends with the skin and the page it is on, and the message reaches the skin’s creator', async () => {
    const backend = await visitorSkinWithForm();
    const call = jest.spyOn(backend, 'call');
    renderForm(backend);
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.selectOptions(subject(), 'PARCERIA');
    await userEvent.type(message(), 'Vamos trabalhar juntos?');
    await send();
    expect(await screen.findByText('CONTATO REALIZADO COM SUCESSO!')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'A resposta será enviada para o e-mail que você informou: ana@example.com.',
    );
    const sent: SendContactMessagePayload = {
      assunto: 'PARCERIA',
      mensagem: 'Vamos trabalhar juntos?',
      email: 'ana@example.com',
      destino: 'visitante',
      pagina: 'home',
    };
    expect(call).toHaveBeenCalledWith('sendContactMessage', expect.objectContaining(sent));
    const contato = backend.runtime.db.get<ContatoDoc>(paths.contato('ana@example.com_visitante'));
    expect(contato?.participantes.map((p) => p.chave)).toEqual(['ana@example.com', 'visitante']);
    const [conversa] = backend.runtime.db.query<ConversaDoc>({ collection: paths.conversas('ana@example.com_visitante') });
    expect(conversa?.data).toMatchObject({ assunto: 'PARCERIA' });
  });

  it('shows the server’s reason when the form is gone from the page, and keeps what was typed', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderForm(createTestBackend());
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.type(message(), 'Oi');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contactFormNotFound);
    expect(message()).toHaveValue('Oi');
  });
});
