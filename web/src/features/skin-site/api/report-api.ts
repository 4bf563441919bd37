import type { MotivoDenuncia } from '@lab/domain/moderation';
import type { Backend } from '../../../shared/backend/port';

/** A visitor's report of a skin; a refusal (limit, a bad field) rejects with the core DomainError. */
export function reportSkin(backend: Backend, skin: string, motivo: MotivoDenuncia, texto: string) {
  return backend.call('reportSkin', { skin, motivo, texto: texto.trim() });
}
