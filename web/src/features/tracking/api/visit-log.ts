import type { Backend } from '../../../shared/backend/port';

/**
 * Fire-and-forget: tracking must never block or break a page, so failures only reach the console,
 * in Portuguese like every console error of the product.
 */
export function logAccess(backend: Backend, navegacaoHash: string): void {
  backend.call('logAccess', { navegacaoHash }).catch((error: unknown) => {
    console.error('Erro ao salvar os dados de acesso:', error);
  });
}

export function logNavigation(backend: Backend, navegacaoHash: string, path: string): void {
  backend.call('logNavigation', { navegacaoHash, path }).catch((error: unknown) => {
    console.error('Erro ao salvar a navegação:', error);
  });
}
