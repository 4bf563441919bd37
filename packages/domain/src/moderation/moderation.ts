/**
 * Moderation: anyone may report a skin published on the site's domain; owners hide it (its public
 * snapshot is withdrawn and every public address answers "Skin indisponível" with HTTP 410), restore
 * it, dismiss a report, or block a whole account. Decision: docs/decisions/0010-moderation.md.
 *
 *   denuncias/{id}          a report (owners read it; nobody writes it from the browser)
 *   sitesOcultos/{username} the public marker of a hidden skin: what a public address reads when the
 *                           skin has no snapshot, so it can answer 410 instead of 404
 */
import type { Instant } from '../kernel/instant';

/** The reasons a report may give, key → the label the form shows. One definition for form and screens. */
export const MOTIVOS_DENUNCIA = {
  ofensivo: 'Conteúdo ofensivo ou discurso de ódio',
  golpe: 'Golpe ou fraude',
  direitos: 'Violação de direitos autorais',
  dados: 'Exposição de dados pessoais',
  spam: 'Spam ou propaganda enganosa',
  outro: 'Outro motivo',
} as const;
export type MotivoDenuncia = keyof typeof MOTIVOS_DENUNCIA;
export const MOTIVO_KEYS = Object.keys(MOTIVOS_DENUNCIA) as [MotivoDenuncia, ...MotivoDenuncia[]];

/** The longest description a report may carry (trimmed). */
export const REPORT_TEXT_MAX_LENGTH = 1000;

/** `aberta` until an owner dismisses it or hides the skin (which resolves every open report of it). */
export type EstadoDenuncia = 'aberta' | 'dispensada' | 'resolvida';

/** Why a skin is hidden: by a report's decision, or because its account was blocked (unblocking restores only these). */
export type OcultaPor = 'bloqueio' | 'denuncia';

/** denuncias/{id}. The reporter's IP is never stored here: only the rate-limit key holds it, and it expires. */
export interface DenunciaDoc {
  /** The skin's name as reported (its published username). */
  skin: string;
  motivo: MotivoDenuncia;
  texto: string;
  criadaEm: Instant;
  estado: EstadoDenuncia;
  /** The signed-in reporter's uid (personal data: exported and removed with the account); absent for a visitor. */
  reporterUid?: string;
  /**
   * Whether the skin is hidden now: denormalised when the skin is hidden or restored, so the owners'
   * live list needs no second read per row.
   */
  skinOculta: boolean;
  /** When an owner dismissed it or resolved it by hiding the skin. */
  tratadaEm?: Instant;
}

/** One row of the owners' reports screen (the reporter's uid stays out of it). */
export interface ReportRow {
  id: string;
  skin: string;
  motivo: MotivoDenuncia;
  texto: string;
  criadaEm: Instant;
  estado: EstadoDenuncia;
  skinOculta: boolean;
}

/**
 * bloqueios/{identityKey}: server-only. A blocked account's Google identity (a hash, Accounts.identityKey),
 * kept while the block lasts, so the same person signing in again under a new uid stays blocked.
 */
export interface BloqueioDoc {
  /** The account blocked, for the owners' records. */
  uid: string;
  criadoEm: Instant;
}

/** sitesOcultos/{username}: anyone may read it; it says only that the name is hidden. */
export interface SiteOcultoDoc {
  ocultadaEm: Instant;
}

export interface ModerationOk {
  ok: true;
}

export type ModerationAction = 'ocultar' | 'restaurar';
