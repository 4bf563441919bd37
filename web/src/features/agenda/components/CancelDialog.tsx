import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import type { BookingRow } from '@lab/domain/store';
import { CharacterCounter, Field } from '../../../shared/ui/field';
import { useModalDialog } from '../../../shared/ui/use-modal-dialog';
import { CANCEL_MESSAGE_MAX } from '../api/agenda-contract';
import { timeRange, dayLabel } from './booking-days';
import '../../../shared/ui/confirm-dialog.css';

/**
 * Asks before she cancels a booking, with an optional message the visitor gets with the
 * cancellation. A native modal, as ConfirmDialog: "Voltar" takes focus first, so a stray Enter
 * cancels nothing; Escape is "Voltar".
 */
export function CancelDialog({
  booking,
  onConfirm,
  onClose,
}: {
  booking: BookingRow | null;
  onConfirm: (booking: BookingRow, mensagem: string) => void;
  onClose: () => void;
}) {
  const ids = useId();
  const back = useRef<HTMLButtonElement>(null);
  const dialog = useModalDialog(booking !== null, back);
  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby={`${ids}-title`}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {/* Each booking asked about starts with an empty message. */}
      {booking && <CancelForm key={booking.id} ids={ids} booking={booking} back={back} onConfirm={onConfirm} onClose={onClose} />}
    </dialog>
  );
}

function CancelForm({
  ids,
  booking,
  back,
  onConfirm,
  onClose,
}: {
  ids: string;
  booking: BookingRow;
  back: RefObject<HTMLButtonElement | null>;
  onConfirm: (booking: BookingRow, mensagem: string) => void;
  onClose: () => void;
}) {
  const [mensagem, setMensagem] = useState('');
  const length = mensagem.trim().length;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (length <= CANCEL_MESSAGE_MAX) onConfirm(booking, mensagem);
  };
  return (
    <form onSubmit={submit}>
      <h2 id={`${ids}-title`}>Cancelar agendamento</h2>
      <p>
        {booking.servico.nome} com {booking.visitante.nome}, {dayLabel(booking.comecaEm, booking.fuso).toLowerCase()},{' '}
        {timeRange(booking)}. {booking.visitante.nome} recebe um e-mail com o cancelamento.
      </p>
      <Field
        id={`${ids}-mensagem`}
        label={`Mensagem para ${booking.visitante.nome} (opcional)`}
        after={<CharacterCounter length={length} max={CANCEL_MESSAGE_MAX} />}
        invalid={length > CANCEL_MESSAGE_MAX}
      >
        {(control) => (
          <textarea
            {...control}
            className="neon-field cancel-dialog__message"
            rows={4}
            value={mensagem}
            onChange={(event) => setMensagem(event.target.value)}
          />
        )}
      </Field>
      <div className="confirm-dialog__actions">
        <button type="button" ref={back} className="neon-button" onClick={onClose}>
          Voltar
        </button>
        <button type="submit" className="neon-button neon-button--filled" disabled={length > CANCEL_MESSAGE_MAX}>
          Cancelar agendamento
        </button>
      </div>
    </form>
  );
}
