import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { BookingRow } from '@lab/domain/store';
import { useSession } from '../../../shared/session/session-store';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { Loading } from '../../../shared/ui/Loading';
import { useBookingActions, type BookingActions } from '../hooks/use-booking-actions';
import { useBookings } from '../hooks/use-bookings';
import { BookingCard } from './BookingCard';
import { CancelDialog } from './CancelDialog';
import { FeedPanel } from './FeedPanel';
import { daysOf } from './booking-days';
import './agenda.css';

/**
 * `menu/{userId}/agenda`: her next bookings by day, each with what she can do about it, the
 * cancelled ones apart, and her private calendar's address beside them (below them on a phone).
 */
export function AgendaScreen() {
  const authUser = useSession((s) => s.authUser);
  if (!authUser) return <Loading />;
  return <AgendaOf uid={authUser.uid} />;
}

function AgendaOf({ uid }: { uid: string }) {
  const bookings = useBookings(uid);
  const actions = useBookingActions();
  const [cancelling, setCancelling] = useState<BookingRow | null>(null);
  return (
    <div className="agenda">
      <section className="agenda__bookings" aria-labelledby="agenda-proximos">
        <h2 id="agenda-proximos" className="agenda__title">
          Próximos agendamentos
        </h2>
        {bookings.status === 'loading' && <Loading />}
        {bookings.status === 'error' && (
          <p className="agenda__error" role="alert">
            Não foi possível carregar seus agendamentos.
          </p>
        )}
        {bookings.status === 'ready' && (
          <BookingList uid={uid} bookings={bookings.data} actions={actions} onCancel={setCancelling} />
        )}
      </section>
      <FeedPanel uid={uid} />
      <CancelDialog
        booking={cancelling}
        onClose={() => setCancelling(null)}
        onConfirm={(booking, mensagem) => {
          setCancelling(null);
          void actions.cancel(booking, mensagem);
        }}
      />
    </div>
  );
}

interface BookingListProps {
  uid: string;
  bookings: readonly BookingRow[];
  actions: BookingActions;
  onCancel: (booking: BookingRow) => void;
}

function BookingList({ uid, bookings, actions, onCancel }: BookingListProps) {
  const [showCancelled, setShowCancelled] = useState(false);
  const active = bookings.filter((booking) => actions.shownOf(booking).estado !== 'cancelada');
  const cancelled = bookings.filter((booking) => actions.shownOf(booking).estado === 'cancelada');
  const card = (booking: BookingRow, withDay = false) => (
    <BookingCard
      key={booking.id}
      withDay={withDay}
      booking={booking}
      shown={actions.shownOf(booking)}
      userId={uid}
      onCancel={() => onCancel(booking)}
      onSetPaid={(pago) => void actions.setPaid(booking, pago)}
    />
  );
  return (
    <>
      {active.length === 0 ? (
        <EmptyAgenda uid={uid} />
      ) : (
        daysOf(active).map((day) => (
          <section key={day.key} className="agenda-day" aria-labelledby={`agenda-dia-${day.key}`}>
            <h3 id={`agenda-dia-${day.key}`} className="agenda-day__title">
              {day.label}
            </h3>
            <ul className="plain-list agenda-day__bookings">{day.bookings.map((booking) => card(booking))}</ul>
          </section>
        ))
      )}
      {cancelled.length > 0 && (
        <div className="agenda__cancelled">
          <button
            type="button"
            className="neon-button agenda__action"
            aria-expanded={showCancelled}
            aria-controls="agenda-canceladas"
            onClick={() => setShowCancelled((shown) => !shown)}
          >
            Canceladas ({cancelled.length})
          </button>
          <ul id="agenda-canceladas" className="plain-list agenda-day__bookings" aria-label="Canceladas" hidden={!showCancelled}>
            {cancelled.map((booking) => card(booking, true))}
          </ul>
        </div>
      )}
    </>
  );
}

/** No booking ahead: how she gets some. */
function EmptyAgenda({ uid }: { uid: string }) {
  const appPaths = useAppPaths();
  const skin = useSession((s) => s.stored.skinLogadoUser);
  return (
    <div className="agenda__empty">
      <p>Nenhum agendamento por vir.</p>
      <p>
        Adicione um container Agenda a uma página da sua skin no{' '}
        {skin ? <Link to={appPaths.studio(uid, skin)}>EDITAR SKIN</Link> : 'EDITAR SKIN'}: quem visita a página escolhe um horário
        livre, e o agendamento aparece aqui.
      </p>
    </div>
  );
}
