import { usePushNotifications } from '../hooks/use-push-notifications';
import './notifications.css';

const SAYS = {
  on: 'Você recebe aqui um aviso de cada nova mensagem.',
  blocked: 'As notificações estão bloqueadas neste navegador. Libere-as nas configurações do site para ativar.',
} as const;

/**
 * The drawer's **Ativar notificações** / **Desativar notificações**: this browser gets a push of
 * every new message to the person's inbox. Nothing where no push can work here.
 */
export function NotificationsToggle({ uid }: { uid: string }) {
  const push = usePushNotifications(uid);
  if (push.state === 'unavailable') return null;
  const on = push.state === 'on';
  const note = push.failure ?? (push.state === 'on' || push.state === 'blocked' ? SAYS[push.state] : null);
  return (
    <div className="notifications-toggle">
      <button
        type="button"
        className="notifications-toggle__button"
        disabled={push.busy || push.state === 'blocked'}
        aria-pressed={on}
        onClick={() => (on ? push.disable() : push.enable())}
      >
        {on ? 'Desativar notificações' : 'Ativar notificações'}
      </button>
      <p className="notifications-toggle__note" role="status">
        {note}
      </p>
    </div>
  );
}
