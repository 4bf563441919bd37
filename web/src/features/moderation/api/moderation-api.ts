import type { ModerationAction } from '@lab/domain/moderation';
import type { Backend } from '../../../shared/backend/port';

/** An owner hides or restores a skin, naming the report that led to it when there is one. */
export function moderateSkin(backend: Backend, skin: string, acao: ModerationAction, denuncia?: string) {
  return backend.call('moderateSkin', denuncia === undefined ? { skin, acao } : { skin, acao, denuncia });
}

/** An owner closes a report without acting on the skin. */
export function dismissReport(backend: Backend, denuncia: string) {
  return backend.call('dismissReport', { denuncia });
}
