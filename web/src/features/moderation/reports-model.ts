/** The DENÚNCIAS screen's model: the order of the list and the words for a report's state. */
import type { EstadoDenuncia, ReportRow } from '@lab/domain/moderation';

/** What a report's state reads as on its row. */
export const ESTADO_LABEL: Record<EstadoDenuncia, string> = {
  aberta: 'Aberta',
  dispensada: 'Dispensada',
  resolvida: 'Resolvida',
};

/** Open reports first (they are what needs deciding), each group newest first. */
export function orderReports(reports: readonly ReportRow[]): ReportRow[] {
  const open = (report: ReportRow) => (report.estado === 'aberta' ? 0 : 1);
  return [...reports].sort((a, b) => open(a) - open(b) || b.criadaEm - a.criadaEm);
}
