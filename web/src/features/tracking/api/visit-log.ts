import { originHost } from '@lab/domain/visits';
import type { Backend } from '../../../shared/backend/port';

/**
 * Fire-and-forget: tracking must never block or break a page, so failures only reach the console,
 * in Portuguese like every console error of the product. The promise settles either way (it never
 * rejects), so the first page view can wait for the access to be located.
 */
export function logAccess(backend: Backend, navegacaoHash: string): Promise<void> {
  return backend.call('logAccess', { navegacaoHash }).then(
    () => undefined,
    (error: unknown) => {
      console.error('Erro ao salvar os dados de acesso:', error);
    },
  );
}

export function logNavigation(backend: Backend, navegacaoHash: string, path: string, origem?: string): void {
  backend.call('logNavigation', { navegacaoHash, path, ...(origem ? { origem } : {}) }).catch((error: unknown) => {
    console.error('Erro ao salvar a navegação:', error);
  });
}

/**
 * The host of the page that linked here ("www.google.com"), for the creator's VISITAS; nothing when
 * there is none, it is this site itself, or it is not a plain host name. Never the path or query:
 * those may carry what the visitor searched for.
 */
export function referrerHost(referrer: string, ownHost: string): string | undefined {
  if (referrer === '') return undefined;
  try {
    const host = new URL(referrer).hostname.toLowerCase();
    return host === ownHost.toLowerCase() ? undefined : (originHost(host) ?? undefined);
  } catch {
    return undefined;
  }
}
