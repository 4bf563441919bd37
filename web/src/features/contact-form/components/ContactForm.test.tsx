import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  DomainError,
  MESSAGES,
  paths,
  SUBJECTS,
  type AcessoDoc,
  type ChatDoc,
  type ContatoDoc,
  type ConversaDoc,
} from '@lab/domain/kernel';
import { VISIT_OPT_OUT_KEY } from '../../../shared/privacy/visit-consent';
import { useSession } from '../../../shared/session/session-store';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { createTestBackend, resetSession, SEED, signInAs } from '../../../shared/testing/test-backend';
import { ContactForm } from './ContactForm';

beforeEach(resetSession);

const subject = () => screen.getByRole('combobox', { name: 'Assunto' });
const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const message = () => screen.getByRole('textbox', { name: 'Mensagem' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));

describe('the contact form (container nZCPH3y6bkPSnJPSPaSZ)', () => {
  it('asks "Como posso ajudar?" with the subject dropdown, e-mail box, message box and ENVIAR', () => {
    renderWithBackend(<ContactForm />);
    expect(screen.getByRole('heading', { name: 'Como posso ajudar?' })).toBeInTheDocument();
    const options = within(subject())
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Assunto...', ...SUBJECTS]);
    expect(options.slice(1)).toEqual(['IDENTIDADE VISUAL', 'ONE PAGE', 'SISTEMA', 'OUTRO', 'PROJETO ENCHENTES RS']);
    expect(subject()).toHaveValue('');
    expect(email()).toBeInTheDocument();
    expect(message()).toHaveAttribute('placeholder', 'Especifique aqui...');
    expect(screen.getByText(/Ao enviar, você concorda com a/)).toHaveTextContent(
      'Ao enviar, você concorda com a Política de Privacidade',
    );
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute('href', '/privacidade');
  });

  it('gets ready to send (App Check) only once the visitor starts writing, and only once', async () => {
    const { backend } = renderWithBackend(<ContactForm />);
    const prepare = jest.spyOn(backend, 'prepareContactMessage');
    await userEvent.click(message());
    expect(prepare).not.toHaveBeenCalled();
    await userEvent.type(message(), 'Oi');
    await userEvent.type(email(), 'ana@example.com');
    expect(prepare).toHaveBeenCalledTimes(1);
  });

  it('asks a visitor for an e-mail first', async () => {
    renderWithBackend(<ContactForm />);
    await userEvent.type(message(), 'Olá!');
    await send();
    expect(email()).toHaveAccessibleDescription('⚠ Hey, você ainda não disse o seu e-mail!');
    expect(email()).toHaveFocus();
  });

  it('treats an e-mail of spaces as no e-mail', async () => {
    renderWithBackend(<ContactForm />);
    await userEvent.type(email(), '   ');
    await userEvent.selectOptions(subject(), 'SISTEMA');
    await send();
    expect(email()).toHaveAccessibleDescription(MESSAGES.emailRequired);
  });

  it('asks for a subject when there is neither a subject nor a message', async () => {
    renderWithBackend(<ContactForm />);
    await userEvent.type(email(), 'ana@example.com');
    await send();
    expect(subject()).toHaveAccessibleDescription('⚠ Hey, você ainda não disse o assunto!');
  });

  it('refuses an e-mail that cannot be one, says why, and sends nothing', async () => {
    const { backend } = renderWithBackend(<ContactForm />);
    const before = backend.runtime.db.query({ collection: paths.contatos() }).length;
    await userEvent.type(email(), 'nao-e-um-email');
    await userEvent.selectOptions(subject(), 'OUTRO');
    await send();
    expect(email()).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    expect(screen.queryByText('CONTATO REALIZADO COM SUCESSO!')).not.toBeInTheDocument();
    expect(backend.runtime.db.query({ collection: paths.contatos() })).toHaveLength(before);
  });

  it('sends a subject alone, then shows the success panel in place of the form', async () => {
    const { backend } = renderWithBackend(<ContactForm />);
    await userEvent.type(email(), ' ana@example.com ');
    await userEvent.selectOptions(subject(), 'ONE PAGE');
    await send();
    expect(await screen.findByText('CONTATO REALIZADO COM SUCESSO!')).toBeInTheDocument();
    // A visitor's answer goes to the e-mail they gave, and the panel names it.
    expect(screen.getByRole('status')).toHaveTextContent(
      'A resposta será enviada para o e-mail que você informou: ana@example.com.',
    );
    expect(screen.getByRole('status')).not.toHaveTextContent('CONTATOS');
    expect(screen.queryByRole('button', { name: 'ENVIAR' })).not.toBeInTheDocument();
    const contato = backend.runtime.db.get<ContatoDoc>(paths.contato('ana@example.com_lab'));
    expect(contato?.participantes.map((p) => p.chave)).toEqual(['ana@example.com', 'lab']);
    const [conversa] = backend.runtime.db.query<ConversaDoc>({ collection: paths.conversas('ana@example.com_lab') });
    expect(conversa?.data).toMatchObject({ assunto: 'ONE PAGE', email: 'ana@example.com' });
  });

  it('sends a visitor’s message alone in a conversation of its own, so no one can write into another’s', async () => {
    const { backend } = renderWithBackend(<ContactForm />);
    await userEvent.type(email(), 'bia@example.com');
    await userEvent.type(message(), 'Quero um site para a minha horta.');
    await send();
    await screen.findByText('CONTATO REALIZADO COM SUCESSO!');
    const conversas = backend.runtime.db.query<ConversaDoc>({ collection: paths.conversas('bia@example.com_lab') });
    expect(conversas).toHaveLength(1);
    const chat = backend.runtime.db.query<ChatDoc>({ collection: paths.chat('bia@example.com_lab', conversas[0]!.id) });
    expect(chat.map((c) => c.data.mensagem)).toEqual(['Quero um site para a minha horta.']);
  });

  describe('the visit log', () => {
    /** A seeded access record, as the tracker leaves one for this browser's session. */
    const HASH = '3f6c2a9e-8b1d-4e57-9c0a-2d7f4b1e6a53';
    const sendFrom = async (address: string) => {
      const backend = createTestBackend();
      useSession.getState().setStored({ navegacaoHash: HASH });
      renderWithBackend(<ContactForm />, backend);
      await userEvent.type(email(), address);
      await userEvent.selectOptions(subject(), 'OUTRO');
      await send();
      await screen.findByText('CONTATO REALIZADO COM SUCESSO!');
      return backend.runtime.db.get<AcessoDoc>(paths.acesso(HASH))?.valorEmail;
    };
    afterEach(() => localStorage.removeItem(VISIT_OPT_OUT_KEY));

    it('ties the e-mail to the session’s access record of a browser that may be logged', async () => {
      expect(await sendFrom('rui@example.com')).toBe('rui@example.com');
    });

    it('leaves the access record alone for a browser that turned visit logging off', async () => {
      localStorage.setItem(VISIT_OPT_OUT_KEY, '1');
      expect(await sendFrom('rui@example.com')).not.toBe('rui@example.com');
    });
  });

  it('has no e-mail box for someone signed in, sends as their skin, and says the answer will be in CONTATOS', async () => {
    const backend = createTestBackend();
    await signInAs(backend, SEED.visitor, 'visitante');
    renderWithBackend(<ContactForm />, backend);
    expect(screen.queryByRole('textbox', { name: 'E-mail' })).not.toBeInTheDocument();
    await send();
    expect(subject()).toHaveAccessibleDescription(MESSAGES.subjectRequired);
    await userEvent.selectOptions(subject(), 'IDENTIDADE VISUAL');
    await userEvent.type(message(), 'Mais uma ideia de marca.');
    await send();
    await screen.findByText('CONTATO REALIZADO COM SUCESSO!');
    // Signed in, the answer comes in the menu's chat, not by e-mail.
    expect(screen.getByRole('status')).toHaveTextContent('A resposta aparecerá em CONTATOS, no menu.');
    expect(screen.getByRole('status')).not.toHaveTextContent('e-mail');
    const conversas = backend.runtime.db.query<ConversaDoc>({ collection: paths.conversas('lab_visitante') });
    expect(conversas.map((c) => c.data.assunto)).toContain('IDENTIDADE VISUAL');
  });

  it('shows the reason when the server refuses, and keeps the form', async () => {
    const backend = createTestBackend();
    jest.spyOn(backend, 'call').mockRejectedValue(new DomainError('resource-exhausted', MESSAGES.contactRateLimited));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithBackend(<ContactForm />, backend);
    await userEvent.type(email(), 'ana@example.com');
    await userEvent.type(message(), 'Oi');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.contactRateLimited);
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
  });
});
