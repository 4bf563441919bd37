import { useEffect, useId, useRef, type RefObject } from 'react';
import { MOTIVOS_DENUNCIA, REPORT_TEXT_MAX_LENGTH, type MotivoDenuncia } from '@lab/domain/moderation';
import { Choice, Field } from '../../../shared/ui/field';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';
import { useReportForm } from '../hooks/use-report-form';
import './report-dialog.css';

const MOTIVOS = Object.entries(MOTIVOS_DENUNCIA) as Array<[MotivoDenuncia, string]>;

export interface ReportDialogProps {
  skin: string;
  /** Closes the dialog; whoever opened it takes the focus back. */
  onClose: () => void;
}

/**
 * "Denunciar": why the skin is wrong (one reason, and what is wrong in the person's words), sent to
 * the site's owners with reportSkin. A native modal dialog: the page behind is inert, focus starts
 * on the first reason and stays inside, Escape (its cancel) and Cancelar close it.
 */
export function ReportDialog({ skin, onClose }: ReportDialogProps) {
  const ids = useId();
  const firstReason = useRef<HTMLInputElement>(null);
  const dialog = useModalDialog(true, firstReason);
  const form = useReportForm(skin);
  const closeButton = useRef<HTMLButtonElement>(null);
  // Out of the top layer first: while the modal is open the page behind is inert, and the opener
  // could not take the focus back.
  const leave = () => {
    dialog.current?.close();
    onClose();
  };

  // Once sent, the form is gone: focus goes to the button that closes the thanks.
  useEffect(() => {
    if (form.sent) closeButton.current?.focus();
  }, [form.sent]);

  return (
    <dialog
      ref={dialog}
      className="report-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        leave();
      }}
    >
      <h2 id={`${ids}-title`} className="report-dialog__title">
        Denunciar a skin {skin}
      </h2>
      {form.sent ? (
        <>
          <p className="report-dialog__sent" role="status">
            Denúncia enviada. Obrigado por avisar.
          </p>
          <div className="report-dialog__actions">
            <button ref={closeButton} type="button" className="button" onClick={leave}>
              Fechar
            </button>
          </div>
        </>
      ) : (
        <form className="report-dialog__form" onSubmit={(e) => void form.submit(e)} noValidate>
          <ReasonChoices name={`${ids}-motivo`} chosen={form.draft.motivo} onChoose={form.setMotivo} firstRef={firstReason} />
          <ReportText id={`${ids}-texto`} value={form.draft.texto} onChange={form.setTexto} />
          <p className="report-dialog__problem" role="alert">
            {form.problem}
          </p>
          <div className="report-dialog__actions">
            <button type="button" className="button" onClick={leave}>
              Cancelar
            </button>
            <button type="submit" className="button button--primary" disabled={form.sending} aria-busy={form.sending}>
              {form.sending ? 'Enviando...' : 'Enviar denúncia'}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

/** What is wrong, in her words, with how much of the limit is used. */
function ReportText({ id, value, onChange }: { id: string; value: string; onChange: (texto: string) => void }) {
  return (
    <Field id={id} className="report-dialog__field" label="Conte o que há de errado" describedBy={`${id}-count`}>
      {(control) => (
        <>
          <textarea
            {...control}
            className="report-dialog__text"
            rows={5}
            required
            maxLength={REPORT_TEXT_MAX_LENGTH}
            value={value}
            onChange={(e) => onChange(e.target.value)}
          />
          <p id={`${id}-count`} className="report-dialog__count">
            {value.length} de {REPORT_TEXT_MAX_LENGTH} caracteres
          </p>
        </>
      )}
    </Field>
  );
}

/** The reasons, one to choose: a labelled radio group; the first takes the focus when the dialog opens. */
function ReasonChoices({
  name,
  chosen,
  onChoose,
  firstRef,
}: {
  name: string;
  chosen: MotivoDenuncia | null;
  onChoose: (motivo: MotivoDenuncia) => void;
  firstRef: RefObject<HTMLInputElement | null>;
}) {
  return (
    <fieldset className="report-dialog__reasons">
      <legend>Motivo</legend>
      {MOTIVOS.map(([key, label], index) => (
        <Choice key={key} className="report-dialog__reason" label={label}>
          {(control) => (
            <input
              {...control}
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={name}
              value={key}
              checked={chosen === key}
              onChange={() => onChoose(key)}
            />
          )}
        </Choice>
      ))}
    </fieldset>
  );
}
