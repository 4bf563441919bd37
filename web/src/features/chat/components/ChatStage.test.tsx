import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lab/domain/kernel';
import { leadIdOf, type LeadDoc } from '@lab/domain/leads';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { ChatScreen } from './ChatScreen';

const routes = [{ path: '/menu/:userId/contatos/:contactId/chat/:conversationId', element: <ChatScreen /> }];

let backend: TestBackend;
beforeEach(() => {
  backend = freshDemoBackend();
});

describe('the lead’s stage in the chat’s header', () => {
  it('shows the inbox side the stage and lets her change it there', async () => {
    await signInAs(backend, 'owner-dona', 'lab');
    renderAt(backend, routes, '/menu/owner-dona/contatos/lab_visitante/chat/c-identidade');
    expect(await screen.findByText('Proposta enviada', { selector: 'strong' })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Mover este contato para…' }), 'fechado');
    await waitFor(() =>
      expect(backend.runtime.db.get<LeadDoc>(paths.lead(leadIdOf('lab_visitante', 'c-identidade')))?.etapa).toBe('fechado'),
    );
    expect(await screen.findByText('Fechado', { selector: 'strong' })).toBeInTheDocument();
  });

  it('shows nothing of it to the visitor side', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/contatos/lab_visitante/chat/c-identidade');
    await screen.findByRole('list', { name: 'Mensagens' });
    expect(screen.queryByRole('combobox', { name: /Mover/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Etapa:/)).not.toBeInTheDocument();
  });
});
