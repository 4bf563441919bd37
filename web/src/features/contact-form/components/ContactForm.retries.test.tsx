import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths, type ConversaDoc } from '@lab/domain/kernel';
import { type CallableName, type PayloadOf } from '@lab/domain/commands';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { createTestBackend, resetSession, type TestBackend } from '../../../shared/testing/test-backend';
import { ContactForm } from './ContactForm';

beforeEach(() => {
  resetSession();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const email = () => screen.getByRole('textbox', { name: 'E-mail' });
const message = () => screen.getByRole('textbox', { name: 'Mensagem' });
const conversasOf = (backend: TestBackend, contactId: string) =>
  backend.runtime.db.query<ConversaDoc>({ collection: paths.conversas(contactId) });

/** Every sendContactMessage the form made; the first `lost` answers are lost after the server stored the message. */
function watchSends(backend: TestBackend, lost: number) {
  const real = backend.call.bind(backend);
  const sends: Array<Record<string, unknown>> = [];
  jest.spyOn(backend, 'call').mockImplementation(async (name: CallableName, data: PayloadOf<CallableName>) => {
    if (name !== 'sendContactMessage') return real(name, data as never);
    sends.push(data as Record<string, unknown>);
    const result = await real(name, data as never);
    if (sends.length <= lost) throw new TypeError('Failed to fetch');
    return result;
  });
  return sends;
}

describe('the contact form when the network fails', () => {
  it('Lost answer: retries by itself with the same idEnvio and opens one conversation', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const backend = createTestBackend();
    const sends = watchSends(backend, 1);
    renderWithBackend(<ContactForm />, backend);
    fireEvent.change(email(), { target: { value: 'bia@example.com' } });
    fireEvent.change(message(), { target: { value: 'Quero um orçamento.' } });
    fireEvent.submit(message().closest('form')!);
    expect(await screen.findByText('Enviando…')).toBeInTheDocument();
    await act(() => jest.advanceTimersByTimeAsync(1_000));
    expect(await screen.findByText('CONTATO REALIZADO COM SUCESSO!')).toBeInTheDocument();
    expect(sends).toHaveLength(2);
    expect(sends[1]!.idEnvio).toBe(sends[0]!.idEnvio);
    expect(conversasOf(backend, 'bia@example.com_lab')).toHaveLength(1);
  });
});

describe('the contact form and the person', () => {
  it('Double click: two clicks in one task send once', async () => {
    const backend = createTestBackend();
    const sends = watchSends(backend, 0);
    renderWithBackend(<ContactForm />, backend);
    fireEvent.change(email(), { target: { value: 'bia@example.com' } });
    fireEvent.change(message(), { target: { value: 'Uma vez só.' } });
    const button = screen.getByRole('button', { name: 'ENVIAR' });
    act(() => {
      button.click();
      button.click();
    });
    await screen.findByText('CONTATO REALIZADO COM SUCESSO!');
    expect(sends).toHaveLength(1);
    expect(conversasOf(backend, 'bia@example.com_lab')).toHaveLength(1);
  });

  it('Draft: what was typed survives leaving the page and coming back, and is gone once sent', async () => {
    const backend = createTestBackend();
    const first = renderWithBackend(<ContactForm />, backend);
    await userEvent.type(email(), 'bia@example.com');
    await userEvent.type(message(), 'Rascunho');
    first.unmount();
    const second = renderWithBackend(<ContactForm />, backend);
    expect(email()).toHaveValue('bia@example.com');
    expect(message()).toHaveValue('Rascunho');
    await userEvent.click(screen.getByRole('button', { name: 'ENVIAR' }));
    await screen.findByText('CONTATO REALIZADO COM SUCESSO!');
    second.unmount();
    renderWithBackend(<ContactForm />, backend);
    await waitFor(() => expect(message()).toHaveValue(''));
  });
});
