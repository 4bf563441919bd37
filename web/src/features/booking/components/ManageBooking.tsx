import { useEffect, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { useBackend } from '../../../shared/backend/context';
import { callBooking } from '../api/booking-api';
import type { BookingByLink } from '../api/booking-contract';
import { browserZone, durationText, whenText, type Zones } from '../booking-format';
import { linkProblemOf, useBookingLink } from '../hooks/use-booking-link';
import { useFreeSlots } from '../hooks/use-free-slots';
import { SlotPicker } from './SlotPicker';
import './booking.css';

const HOUR = 3_600_000;

/** Keeps the page out of search engines while it is shown: a link holds a secret. */
function useNoIndex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.append(meta);
    return () => meta.remove();
  }, []);
}

type Step = 'idle' | 'cancel' | 'move';

interface Link {
  reserva: string;
  segredo: string;
}

/** "Mudar horário": her free times of that service, one picked, then confirmed. */
function MoveBooking({
  booking,
  link,
  zones,
  moved,
}: {
  booking: BookingByLink;
  link: Link;
  zones: Zones;
  moved: (b: Partial<BookingByLink>) => void;
}) {
  const backend = useBackend();
  const slots = useFreeSlots(
    { skin: booking.skin, pagina: booking.pagina, servico: booking.servicoId, fuso: booking.fuso },
    zones.visitante,
  );
  const [chosen, setChosen] = useState<number | null>(null);
  const [taken, setTaken] = useState<number[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const confirm = async (start: number) => {
    setBusy(true);
    setProblem(null);
    try {
      const answer = await callBooking(backend, 'moveBookingByLink', { ...link, comecaEm: start });
      if (answer.status === 'movida') moved({ comecaEm: answer.comecaEm, terminaEm: answer.terminaEm });
      else {
        setTaken(answer.proximos);
        setChosen(null);
        slots.refresh();
      }
    } catch (caught) {
      console.error('Erro ao mudar a reserva:', caught);
      setProblem(linkProblemOf(caught).problem);
    } finally {
      setBusy(false);
    }
  };
  if (chosen === null) {
    return <SlotPicker slots={slots} zones={zones} idPrefix="reserva" choose={setChosen} taken={taken} />;
  }
  return (
    <div className="booking__confirm">
      <p>Mudar para {whenText(chosen, zones)}?</p>
      {problem ? (
        <p className="booking__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary booking__primary"
        disabled={busy}
        onClick={() => void confirm(chosen)}
      >
        Confirmar mudança
      </button>
      <button type="button" className="booking__link" onClick={() => setChosen(null)}>
        Escolher outro horário
      </button>
    </div>
  );
}

/** "Cancelar reserva", asked twice: a tap by mistake cancels nothing. */
function CancelBooking({ link, cancelled, back }: { link: Link; cancelled: () => void; back: () => void }) {
  const backend = useBackend();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const cancel = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await callBooking(backend, 'cancelBookingByLink', link);
      cancelled();
    } catch (caught) {
      console.error('Erro ao cancelar a reserva:', caught);
      setProblem(linkProblemOf(caught).problem);
      setBusy(false);
    }
  };
  return (
    <div className="booking__confirm">
      <p>Cancelar esta reserva? O horário fica livre para outra pessoa.</p>
      {problem ? (
        <p className="booking__problem" role="alert">
          {problem}
        </p>
      ) : null}
      <button type="button" className="button button--primary booking__primary" disabled={busy} onClick={() => void cancel()}>
        Sim, cancelar a reserva
      </button>
      <button type="button" className="booking__link" onClick={back}>
        Voltar
      </button>
    </div>
  );
}

/** What the link may still do: change it, or (too close to the time) talk to her. */
function Changes({
  booking,
  link,
  zones,
  update,
}: {
  booking: BookingByLink;
  link: Link;
  zones: Zones;
  update: (b: Partial<BookingByLink>) => void;
}) {
  const [step, setStep] = useState<Step>('idle');
  const [done, setDone] = useState<string | null>(null);
  if (booking.estado === 'cancelada') return <p role="status">Esta reserva foi cancelada.</p>;
  if (!booking.podeAlterar) {
    const hours = Math.max(1, Math.round((booking.comecaEm - booking.ateEm) / HOUR));
    return (
      <p>
        Faltam menos de {hours} {hours === 1 ? 'hora' : 'horas'}: para cancelar ou mudar, fale com {booking.skin} pela conversa.
      </p>
    );
  }
  if (step === 'cancel')
    return (
      <CancelBooking
        link={link}
        cancelled={() => update({ estado: 'cancelada', podeAlterar: false })}
        back={() => setStep('idle')}
      />
    );
  if (step === 'move') {
    const moved = (change: Partial<BookingByLink>) => {
      update(change);
      setDone('Horário mudado. Enviamos o convite atualizado para o seu e-mail.');
      setStep('idle');
    };
    return <MoveBooking booking={booking} link={link} zones={zones} moved={moved} />;
  }
  return (
    <>
      {done ? <p role="status">{done}</p> : null}
      <div className="booking__actions">
        <button type="button" className="button booking__secondary" onClick={() => setStep('move')}>
          Mudar horário
        </button>
        <button type="button" className="button booking__secondary" onClick={() => setStep('cancel')}>
          Cancelar reserva
        </button>
      </div>
      <p className="booking__status">Você pode mudar ou cancelar até {whenText(booking.ateEm, zones)}.</p>
    </>
  );
}

/**
 * `/reserva/{id}#{segredo}`: the visitor's booking, opened from her e-mail. The secret stays in the
 * fragment (see useBookingLink); the page keeps out of search engines.
 */
export function ManageBooking({ reserva, segredo }: { reserva: string; segredo: string }) {
  useNoIndex();
  const { state, retry, update } = useBookingLink(reserva, segredo);
  const [visitante] = useState(() => browserZone('America/Sao_Paulo'));
  return (
    <main className="booking-manage">
      <h1 className="booking__done-title">Sua reserva</h1>
      {state.status === 'loading' ? <p role="status">Carregando a reserva…</p> : null}
      {state.status === 'not-found' ? <p role="alert">Não encontramos esta reserva.</p> : null}
      {state.status === 'failed' ? (
        <div className="booking__problem" role="alert">
          <p>{state.problem}</p>
          <button type="button" className="button booking__secondary" onClick={retry}>
            Tentar de novo
          </button>
        </div>
      ) : null}
      {state.status === 'ready' ? (
        <BookingDetails booking={state.booking} link={{ reserva, segredo }} visitante={visitante} update={update} />
      ) : null}
    </main>
  );
}

function BookingDetails({
  booking,
  link,
  visitante,
  update,
}: {
  booking: BookingByLink;
  link: Link;
  visitante: string;
  update: (b: Partial<BookingByLink>) => void;
}) {
  const zones: Zones = { dela: booking.fuso, visitante };
  return (
    <>
      <p className="booking__done-service">
        {booking.servico.nome} · {durationText(booking.servico.duracaoMin)} · com {booking.skin}
      </p>
      <p className="booking__done-when">{whenText(booking.comecaEm, zones)}</p>
      <p>Situação: {booking.estado === 'cancelada' ? 'cancelada' : 'confirmada'}</p>
      <Changes booking={booking} link={link} zones={zones} update={update} />
    </>
  );
}

/** The route's screen: the booking's id from the address, its secret from the fragment. */
export function ManageBookingScreen() {
  const { bookingId = '' } = useParams();
  const segredo = useLocation().hash.replace(/^#/, '');
  return <ManageBooking reserva={bookingId} segredo={segredo} />;
}
