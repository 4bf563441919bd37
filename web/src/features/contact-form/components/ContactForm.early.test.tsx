import { screen } from '@testing-library/react';
import { noteEarlySubmit } from '../../../shared/hooks/early-submits';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { resetSession } from '../../../shared/testing/test-backend';
import { ContactForm } from './ContactForm';

beforeEach(resetSession);

describe('a tap on ENVIAR before the app owned the form', () => {
  it('is sent once the form is the app’s, as if tapped again', async () => {
    noteEarlySubmit('contact-form-title');
    renderWithBackend(<ContactForm />);
    // Nothing was filled in: the form's own check answers, under the first field.
    expect(await screen.findByText('⚠ Hey, você ainda não disse o assunto!')).toBeInTheDocument();
  });

  it('is answered once: the next form drawn does not send by itself', async () => {
    noteEarlySubmit('contact-form-title');
    const first = renderWithBackend(<ContactForm />);
    await screen.findByText('⚠ Hey, você ainda não disse o assunto!');
    first.unmount();
    renderWithBackend(<ContactForm />);
    expect(screen.getByRole('button', { name: 'ENVIAR' })).toBeEnabled();
    expect(screen.queryByText('⚠ Hey, você ainda não disse o assunto!')).not.toBeInTheDocument();
  });

  it('of another form sends nothing here', () => {
    noteEarlySubmit('contact-ct-form-title');
    renderWithBackend(<ContactForm />);
    expect(screen.queryByText('⚠ Hey, você ainda não disse o assunto!')).not.toBeInTheDocument();
  });
});
