import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@lab/domain/kernel';
import { freshDemoBackend, renderAt, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { IntegrationsScreen } from './IntegrationsScreen';

const routes = [{ path: '/menu/:userId/integracoes', element: <IntegrationsScreen /> }];
const SLOW = { timeout: 10_000 };

let backend: TestBackend;

beforeEach(() => {
  backend = freshDemoBackend();
});
afterEach(() => jest.restoreAllMocks());

describe('INTEGRAÇÕES', () => {
  it('saves her skin’s webhook, shows its secret, rotates it, queues a test and lists it, then removes it after asking', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/integracoes');
    const panel = await screen.findByRole('region', { name: 'Skin visitante' }, SLOW);
    const field = within(panel).getByLabelText('Endereço do webhook');
    await userEvent.type(field, 'https://hooks.zapier.com/hooks/catch/1/abc/');
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByText(/Webhook salvo/, {}, SLOW)).toBeInTheDocument();

    await userEvent.click(await within(panel).findByRole('button', { name: 'Mostrar' }, SLOW));
    const secret = (await backend.call('readWebhook', { skin: 'visitante' })).segredo ?? '';
    expect(secret).toMatch(/^whsec_/);
    expect(within(panel).getByText(secret)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Gerar novo segredo' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Gerar novo segredo' })).getByRole('button', { name: 'Gerar novo segredo' }),
    );
    await waitFor(() => expect(within(panel).queryByText(secret)).toBeNull(), SLOW);
    const rotated = (await backend.call('readWebhook', { skin: 'visitante' })).segredo ?? '';
    expect(rotated).not.toBe(secret);
    expect(await within(panel).findByText(rotated, {}, SLOW)).toBeInTheDocument();

    await userEvent.click(within(panel).getByRole('button', { name: 'Enviar teste' }));
    const deliveries = await within(panel).findByRole('region', { name: 'Entregas recentes' }, SLOW);
    expect(within(deliveries).getAllByRole('listitem')[0]).toHaveTextContent(/Teste.*ping.*0 tentativas.*Na fila/);

    await userEvent.click(within(panel).getByRole('button', { name: 'Remover' }));
    const confirm = screen.getByRole('dialog', { name: 'Remover webhook' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover webhook' }));
    await waitFor(() => expect(within(panel).queryByRole('button', { name: 'Enviar teste' })).toBeNull(), SLOW);
    expect(within(panel).getByRole('status')).toHaveTextContent('Webhook removido');
  });

  it('says under the field why an address is refused, and saves nothing', async () => {
    await signInAs(backend, 'user-visitante', 'visitante');
    renderAt(backend, routes, '/menu/user-visitante/integracoes');
    const panel = await screen.findByRole('region', { name: 'Skin visitante' }, SLOW);
    await userEvent.type(within(panel).getByLabelText('Endereço do webhook'), 'https://169.254.169.254/latest/meta-data/');
    await userEvent.click(within(panel).getByRole('button', { name: 'Salvar' }));
    expect(await within(panel).findByRole('alert', {}, SLOW)).toHaveTextContent(MESSAGES.webhookUrlPrivate);
    expect(within(panel).getByLabelText('Endereço do webhook')).toHaveAttribute('aria-invalid', 'true');
    await expect(backend.call('readWebhook', { skin: 'visitante' })).resolves.toMatchObject({ url: null });
  });

  it('an owner also gets the site’s own inbox, lab', async () => {
    await signInAs(backend, 'owner-socio', 'estudio');
    renderAt(backend, routes, '/menu/owner-socio/integracoes');
    expect(await screen.findByRole('region', { name: 'Skin lab' }, SLOW)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Skin estudio' })).toBeInTheDocument();
  });
});
