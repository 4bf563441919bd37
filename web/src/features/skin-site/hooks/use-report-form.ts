import { useState, type FormEvent } from 'react';
import { MESSAGES } from '@lab/domain/kernel';
import { REPORT_TEXT_MAX_LENGTH, type MotivoDenuncia } from '@lab/domain/moderation';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';
import { reportSkin } from '../api/report-api';

export interface ReportDraft {
  motivo: MotivoDenuncia | null;
  texto: string;
}

/** What the form can tell by itself, in the words the server would use; null when it may be sent. */
export function reportProblem({ motivo, texto }: ReportDraft): string | null {
  if (motivo === null) return MESSAGES.reportReasonInvalid;
  if (texto.trim() === '') return MESSAGES.reportTextRequired;
  if (texto.trim().length > REPORT_TEXT_MAX_LENGTH) return MESSAGES.reportTextTooLong;
  return null;
}

/** The report dialog's state: editing -> (valid and accepted) -> sent; a refusal keeps the draft. */
export function useReportForm(skin: string) {
  const backend = useBackend();
  const [draft, setDraft] = useState<ReportDraft>({ motivo: null, texto: '' });
  const [sent, setSent] = useState(false);
  const sending = useMutation((motivo: MotivoDenuncia, texto: string) => reportSkin(backend, skin, motivo, texto), {
    logAs: 'Erro ao enviar a denúncia:',
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (sending.pending) return;
    const problem = reportProblem(draft);
    sending.setError(problem);
    if (problem || draft.motivo === null) return;
    if ((await sending.run(draft.motivo, draft.texto)) !== null) setSent(true);
  };

  return {
    draft,
    sent,
    sending: sending.pending,
    problem: sending.error,
    setMotivo: (motivo: MotivoDenuncia) => setDraft((d) => ({ ...d, motivo })),
    setTexto: (texto: string) => setDraft((d) => ({ ...d, texto })),
    submit,
  };
}
