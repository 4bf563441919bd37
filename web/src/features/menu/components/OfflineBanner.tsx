import { useOnline } from '../../../shared/pwa/use-online';

export const OFFLINE_MESSAGE = 'Sem conexão. Você vê o que já estava carregado; o que enviar agora não será entregue.';

/** While the browser is offline, says so above the section: what shows may be old, and nothing sent leaves. */
export function OfflineBanner() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="menu-offline" role="status">
      {OFFLINE_MESSAGE}
    </p>
  );
}
