/**
 * The contact form's fields as a visitor meets them: a visible label on each, her name and WhatsApp
 * if she wants, a counter as the message nears its limit, and every problem under the field it is
 * about, the server's refusals included.
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DomainError, LIMITS, MESSAGES, paths, type ConversaDoc } from '@lab/domain/kernel';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { createTestBackend, resetSession, type TestBackend } from '../../../shared/testing/test-backend';
import { ContactForm } from './ContactForm';

beforeEach(resetSession);
afterEach(() => jest.restoreAllMocks());

const subject = () => screen.getByRole('combobox', { name: 'Assunto' });
const name = () => screen.getByRole('textbox', { name: 'Seu nome (opcional)' });
const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const whatsapp = () => screen.getByRole('textbox', { name: 'WhatsApp (opcional)' });
const message = () => screen.getByRole('textbox', { name: 'Mensagem' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
const conversasOf = (backend: TestBackend, contactId: string) =>
  backend.runtime.db.query<ConversaDoc>({ collection: paths.conversas(contactId) });

describe('the contact form’s fields', () => {
  it('Visible labels: every field is named by a label the visitor sees, not by its placeholder alone', () => {
    renderWithBackend(<ContactForm />);
    for (const [control, label] of [
      [subject(), 'Assunto'],
      [name(), 'Seu nome (opcional)'],
      [email(), 'E-mail'],
      [whatsapp(), 'WhatsApp (opcional)'],
      [message(), 'Mensagem'],
    ] as const) {
      const shown = document.querySelector(`label[for="${control.id}"]`);
      expect(shown).toHaveTextContent(label);
      expect(shown).not.toHaveClass('visually-hidden');
    }
    // The spec's own words stay where it put them.
    expect(message()).toHaveAttribute('placeholder', 'Especifique aqui...');
    expect(screen.getByRole('option', { name: 'Assunto...' })).toBeInTheDocument();
  });

  it('sends her name and WhatsApp with the message, and her conversation keeps them', async () => {
    const backend = createTestBackend();
    renderWithBackend(<ContactForm />, backend);
    await userEvent.type(name(), 'Marina Souza');
    await userEvent.type(email(), 'marina@example.com');
    await userEvent.type(whatsapp(), '(11) 98765-4321');
    await userEvent.type(message(), 'Quero um site.');
    await send();
    await screen.findByText('CONTATO REALIZADO COM SUCESSO!');
    const [conversa] = conversasOf(backend, 'lab_marina@example.com');
    expect(conversa?.data).toMatchObject({ nome: 'Marina Souza', whatsapp: '+5511987654321' });
  });

  it('Server refusal next to its field: a WhatsApp the server refuses is shown under WhatsApp, which takes the focus; nothing is written', async () => {
    const backend = createTestBackend();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<ContactForm />, backend);
    await userEvent.type(email(), 'marina@example.com');
    await userEvent.type(whatsapp(), '1234');
    await userEvent.type(message(), 'Oi');
    await send();
    await waitFor(() => expect(whatsapp()).toHaveAttribute('aria-invalid', 'true'));
    expect(whatsapp()).toHaveAccessibleDescription(expect.stringContaining(MESSAGES.contactWhatsappInvalid));
    expect(whatsapp()).toHaveFocus();
    // Not in the form's status, never repeating what she typed, and the other fields untouched.
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    expect(screen.getByText(MESSAGES.contactWhatsappInvalid)).not.toHaveTextContent('1234');
    expect(email()).toHaveAttribute('aria-invalid', 'false');
    expect(conversasOf(backend, 'lab_marina@example.com')).toHaveLength(0);
    // Correcting the number takes the problem away, and the message goes.
    await userEvent.clear(whatsapp());
    expect(whatsapp()).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(whatsapp(), '11987654321');
    await send();
    await screen.findByText('CONTATO REALIZADO COM SUCESSO!');
  });

  it.each([
    ['E-mail', MESSAGES.emailInvalid],
    ['Seu nome (opcional)', MESSAGES.contactNameInvalidChars],
    ['Mensagem', MESSAGES.messageTooLong],
  ])('Server refusal next to its field: the server’s refusal of the %s is shown under it', async (label, refusal) => {
    const backend = createTestBackend();
    jest.spyOn(backend, 'call').mockRejectedValue(new DomainError('invalid-argument', refusal));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<ContactForm />, backend);
    await userEvent.type(email(), 'marina@example.com');
    await userEvent.type(message(), 'Oi');
    await send();
    const field = screen.getByRole('textbox', { name: label });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription(refusal);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
  });

  it('shows each problem the form finds under its own field, all at once, and sends nothing', async () => {
    const backend = createTestBackend();
    const call = jest.spyOn(backend, 'call');
    renderWithBackend(<ContactForm />, backend);
    fireEvent.change(name(), { target: { value: 'a'.repeat(LIMITS.contactNameMaxLength + 1) } });
    await send();
    expect(name()).toHaveAccessibleDescription(MESSAGES.contactNameTooLong);
    expect(email()).toHaveAccessibleDescription(MESSAGES.emailRequired);
    expect(subject()).toHaveAccessibleDescription(MESSAGES.subjectRequired);
    expect(subject()).toHaveFocus();
    expect(call).not.toHaveBeenCalledWith('sendContactMessage', expect.anything());
  });

  describe('the message’s counter', () => {
    it('appears as the message nears 2000 characters and says what is left', async () => {
      renderWithBackend(<ContactForm />);
      fireEvent.change(message(), { target: { value: 'x'.repeat(1000) } });
      expect(screen.queryByText(/restantes/)).not.toBeInTheDocument();
      fireEvent.change(message(), { target: { value: 'x'.repeat(1850) } });
      expect(screen.getByText('150 caracteres restantes')).toBeInTheDocument();
      fireEvent.change(message(), { target: { value: 'x'.repeat(2003) } });
      expect(screen.getByText('3 caracteres além do limite')).toBeInTheDocument();
    });

    it('Screen readers: is announced politely once per band, not on every keystroke', () => {
      renderWithBackend(<ContactForm />);
      const live = () => document.querySelector('.contact-form [aria-live="polite"]');
      fireEvent.change(message(), { target: { value: 'x'.repeat(1850) } });
      expect(live()).toHaveTextContent('Restam 200 caracteres ou menos.');
      fireEvent.change(message(), { target: { value: 'x'.repeat(1851) } });
      expect(live()).toHaveTextContent('Restam 200 caracteres ou menos.');
      fireEvent.change(message(), { target: { value: 'x'.repeat(1990) } });
      expect(live()).toHaveTextContent('Restam 20 caracteres ou menos.');
    });

    it('a message over the limit is stopped under Mensagem before anything is sent', async () => {
      const backend = createTestBackend();
      const call = jest.spyOn(backend, 'call');
      renderWithBackend(<ContactForm />, backend);
      await userEvent.type(email(), 'marina@example.com');
      fireEvent.change(message(), { target: { value: 'x'.repeat(LIMITS.messageMaxLength + 1) } });
      await send();
      expect(message()).toHaveAccessibleDescription(MESSAGES.messageTooLong);
      expect(call).not.toHaveBeenCalledWith('sendContactMessage', expect.anything());
    });
  });

  it('Draft: her name and WhatsApp survive leaving the page and coming back, like the message', async () => {
    const backend = createTestBackend();
    const first = renderWithBackend(<ContactForm />, backend);
    await userEvent.type(name(), 'Marina');
    await userEvent.type(whatsapp(), '11987654321');
    await userEvent.type(message(), 'Rascunho');
    first.unmount();
    renderWithBackend(<ContactForm />, backend);
    expect(name()).toHaveValue('Marina');
    expect(whatsapp()).toHaveValue('11987654321');
    expect(message()).toHaveValue('Rascunho');
  });
});
