/** The creator's side of a form message: who wrote, as she chose to say, and her WhatsApp a tap away. */
import { screen, within } from '@testing-library/react';
import { freshDemoBackend, renderAt, resetSession, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { SEED } from '../../../shared/testing/test-backend';
import { ChatScreen } from './ChatScreen';

const routes = [{ path: '/menu/:userId/contatos/:contactId/chat/:conversationId', element: <ChatScreen /> }];

/** A visitor writes on the site's form without an account; then the owner signs in. */
async function visitorWrites(backend: TestBackend, fields: Record<string, string>) {
  await backend.signOut();
  resetSession();
  const sent = await backend.call('sendContactMessage', { email: 'marina@example.com', mensagem: 'Quero um site.', ...fields });
  await signInAs(backend, SEED.owner, 'lab');
  return `/menu/${SEED.owner}/contatos/${sent.idContato}/chat/${sent.idConversa}`;
}

describe('Chat: a visitor who gave her name and WhatsApp on the form', () => {
  it('shows her name under the subject and her WhatsApp as a wa.me link that opens the chat', async () => {
    const backend = freshDemoBackend();
    renderAt(backend, routes, await visitorWrites(backend, { nome: 'Marina Souza', whatsapp: '(11) 98765-4321' }));
    const section = await screen.findByRole('region', { name: 'Conversa PRINCIPAL' });
    expect(await within(section).findByText('Marina Souza')).toBeInTheDocument();
    const link = within(section).getByRole('link', { name: 'WhatsApp +55 11 98765-4321' });
    expect(link).toHaveAttribute('href', 'https://wa.me/5511987654321');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('shows neither when she gave neither', async () => {
    const backend = freshDemoBackend();
    renderAt(backend, routes, await visitorWrites(backend, {}));
    await screen.findByText('Quero um site.');
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
