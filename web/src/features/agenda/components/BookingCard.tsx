import { Link } from 'react-router-dom';
import type { BookingRow } from '@lab/domain/store';
import { whatsappChatLink, whatsappDisplay } from '@lab/domain/conversations';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { formatReais } from '../../../shared/leads/money';
import type { BookingShown } from '../hooks/use-booking-actions';
import { dayLabel, timeRange } from './booking-days';

export interface BookingCardProps {
  booking: BookingRow;
  shown: BookingShown;
  userId: string;
  /** Its day too, where it is not under its day's heading (the cancelled ones). */
  withDay?: boolean;
  onCancel: () => void;
  onSetPaid: (pago: boolean) => void;
}

/**
 * One booking: when, which service, who (her e-mail and WhatsApp open a message to her), on which
 * skin, the deposit's state, and the conversation it opened in CONTATOS. A cancelled one is struck
 * through and offers nothing to do.
 */
export function BookingCard({ booking, shown, userId, withDay = false, onCancel, onSetPaid }: BookingCardProps) {
  const appPaths = useAppPaths();
  const cancelled = shown.estado === 'cancelada';
  const { nome, email, whatsapp } = booking.visitante;
  const titleId = `reserva-${booking.id}`;
  return (
    <li className={`booking-card${cancelled ? ' booking-card--cancelled' : ''}`} aria-labelledby={titleId}>
      <p id={titleId} className="booking-card__title">
        {withDay && <span className="booking-card__day">{dayLabel(booking.comecaEm, booking.fuso)}, </span>}
        <span className="booking-card__time">{timeRange(booking)}</span>{' '}
        <span className="booking-card__service">{booking.servico.nome}</span>
        {cancelled && <span className="booking-card__badge">Cancelada</span>}
      </p>
      <p className="booking-card__who">{nome}</p>
      <a className="booking-card__contact" href={`mailto:${email}`}>
        {email}
      </a>
      {whatsapp && (
        <a className="booking-card__contact" href={whatsappChatLink(whatsapp)} target="_blank" rel="noopener noreferrer">
          WhatsApp {whatsappDisplay(whatsapp)}
        </a>
      )}
      <p className="booking-card__meta">Skin {booking.skin}</p>
      {booking.sinal && (
        <p className="booking-card__meta">
          Sinal {formatReais(booking.sinal.centavos)} · {shown.pago ? 'pago' : 'aguardando'}
        </p>
      )}
      {cancelled && booking.motivo && <p className="booking-card__meta">Mensagem enviada: {booking.motivo}</p>}
      <div className="booking-card__actions">
        <Link className="neon-button booking-card__action" to={appPaths.chat(userId, booking.idContato, booking.idConversa)}>
          Ver conversa
        </Link>
        {!cancelled && booking.sinal && (
          <button
            type="button"
            className="neon-button booking-card__action"
            disabled={shown.busy}
            onClick={() => onSetPaid(!shown.pago)}
          >
            {shown.pago ? 'Desfazer' : 'Marcar sinal como pago'}
          </button>
        )}
        {!cancelled && (
          <button type="button" className="neon-button booking-card__action" disabled={shown.busy} onClick={onCancel}>
            Cancelar
          </button>
        )}
      </div>
      {shown.problem && (
        <p className="booking-card__problem" role="alert">
          {shown.problem}
        </p>
      )}
    </li>
  );
}
