import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from '@lab/domain/kernel';
import { type DispositivosDoc } from '@lab/domain/notices';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import { freshDemoBackend, signInAs, type TestBackend } from '../../../shared/testing/signed-in';
import { registerAppServiceWorker } from '../../../shared/pwa/service-worker-registration';
import { disableThisDevice } from '../api/this-device';
import { NotificationsToggle } from './NotificationsToggle';

jest.mock('../../../shared/pwa/service-worker-registration', () => ({
  APP_SCOPE: '/menu/',
  registerAppServiceWorker: jest.fn(),
}));

/** The browser's notification permission: `answer` is what its question returns. */
function browserNotifications(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = jest.fn(async () => {
    stub.permission = answer;
    return answer;
  });
  const stub = { permission, requestPermission };
  Object.defineProperty(globalThis, 'Notification', { configurable: true, value: stub });
  return requestPermission;
}

const devicesOf = (backend: TestBackend) => backend.runtime.db.get<DispositivosDoc>(paths.dispositivos('user-visitante'));

let backend: TestBackend;
beforeEach(async () => {
  backend = freshDemoBackend();
  await signInAs(backend, 'user-visitante', 'visitante');
  Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: {} });
  jest.mocked(registerAppServiceWorker).mockResolvedValue({} as ServiceWorkerRegistration);
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'Notification');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('Ativar notificações', () => {
  it('asks the browser only on the click, then registers this browser for the account and offers Desativar', async () => {
    const ask = browserNotifications('default', 'granted');
    renderWithBackend(<NotificationsToggle uid="user-visitante" />, backend);
    expect(ask).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Ativar notificações' }));
    await screen.findByRole('button', { name: 'Desativar notificações' }, { timeout: 10_000 });
    expect(ask).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent('Você recebe aqui um aviso de cada nova mensagem.');
    expect(devicesOf(backend)?.dispositivos).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Desativar notificações' }));
    await screen.findByRole('button', { name: 'Ativar notificações' });
    await waitFor(() => expect(devicesOf(backend)).toBeNull());
  });

  it('says how to unblock them when the person refused, and registers nothing', async () => {
    browserNotifications('default', 'denied');
    renderWithBackend(<NotificationsToggle uid="user-visitante" />, backend);
    await userEvent.click(screen.getByRole('button', { name: 'Ativar notificações' }));
    expect(await screen.findByRole('status')).toHaveTextContent('As notificações estão bloqueadas neste navegador.');
    expect(screen.getByRole('button', { name: 'Ativar notificações' })).toBeDisabled();
    expect(devicesOf(backend)).toBeNull();
  });

  it('is not offered where the browser has no service worker to receive a push', () => {
    browserNotifications('default');
    Reflect.deleteProperty(navigator, 'serviceWorker');
    renderWithBackend(<NotificationsToggle uid="user-visitante" />, backend);
    expect(screen.queryByRole('button', { name: /notificações/ })).toBeNull();
  });

  it('is taken off the account at ENCERRAR, so the next person here gets none of its notices', async () => {
    browserNotifications('default', 'granted');
    renderWithBackend(<NotificationsToggle uid="user-visitante" />, backend);
    await userEvent.click(screen.getByRole('button', { name: 'Ativar notificações' }));
    await screen.findByRole('button', { name: 'Desativar notificações' }, { timeout: 10_000 });
    await disableThisDevice(backend);
    expect(devicesOf(backend)).toBeNull();
  });
});
