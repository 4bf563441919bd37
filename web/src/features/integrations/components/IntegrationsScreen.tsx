import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { useWebhookSkins } from '../hooks/use-webhook-skins';
import { WebhookGuide } from './WebhookGuide';
import { WebhookPanel } from './WebhookPanel';
import './integrations.css';

/**
 * `menu/{userId}/integracoes`: each of her skins' webhook (owners: also the site's own inbox), its
 * address, secret, test and removal, and its latest deliveries, which move on their own.
 */
export function IntegrationsScreen() {
  const authUser = useSession((s) => s.authUser);
  if (!authUser) return <Loading />;
  return <IntegrationsOf uid={authUser.uid} admin={authUser.admin} />;
}

function IntegrationsOf({ uid, admin }: { uid: string; admin: boolean }) {
  const skins = useWebhookSkins(uid, admin);
  return (
    <div className="integrations">
      <p className="integrations__intro">
        Um webhook envia cada novo contato da sua skin, na hora, para o endereço que você escolher: uma planilha do Google, o
        Zapier, o Make ou o n8n. Cada envio é assinado com o segredo da skin.
      </p>
      <WebhookGuide />
      {skins.status === 'loading' && <Loading />}
      {skins.status === 'error' && (
        <p className="integrations__error" role="alert">
          Não foi possível carregar suas skins.
        </p>
      )}
      {skins.status === 'ready' && skins.skins.length === 0 && <p>Você ainda não tem uma skin.</p>}
      {skins.status === 'ready' && skins.skins.map((skin) => <WebhookPanel key={skin} skin={skin} />)}
    </div>
  );
}
