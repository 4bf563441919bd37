import { useState } from 'react';
import type { Agenda } from '@lab/domain/agenda';
import type { BookedSlot } from '../api/booking-contract';
import { browserZone, slotText, type Zones } from '../booking-format';
import { bookingKey, EMPTY_BOOKING_DRAFT, useBookingDraft, type BookingDraft } from '../hooks/use-booking-draft';
import { useBookSlot } from '../hooks/use-book-slot';
import { useFreeSlots } from '../hooks/use-free-slots';
import { BookingConfirmation, type QrImage } from './BookingConfirmation';
import { BookingForm } from './BookingForm';
import { ServiceList, ServiceSummary } from './ServiceList';
import { SlotPicker } from './SlotPicker';
import './booking.css';

export interface AgendaBookingProps {
  /** The skin's name and the published page holding the agenda: what a booking names. */
  skin: string;
  pagina: string;
  /** The published container's settings: her services and her zone. */
  agenda: Pick<Agenda, 'servicos' | 'fuso'>;
  /** Prefix of the widget's element ids, unique on the page. */
  idPrefix: string;
  /** How the page draws a Pix QR (see QrImage): a deposit's is drawn with it. */
  QrImage: QrImage;
}

type Draft = ReturnType<typeof useBookingDraft>;

/** A line that says what was chosen, with a way back to choose again. */
function Chosen({ children, change, label }: { children: React.ReactNode; change: () => void; label: string }) {
  return (
    <div className="booking__chosen">
      <div className="booking__chosen-text">{children}</div>
      <button type="button" className="booking__link" onClick={change}>
        {label}
      </button>
    </div>
  );
}

/** The days and times of the chosen service, then the form once a time is chosen. */
function TimeAndDetails(
  props: AgendaBookingProps & { draft: Draft; servico: string; zones: Zones; booked: (b: BookedSlot) => void },
) {
  const { skin, pagina, idPrefix, draft, servico, zones } = props;
  const slots = useFreeSlots({ skin, pagina, servico, fuso: zones.dela }, zones.visitante);
  const [taken, setTaken] = useState<number[] | null>(null);
  const key = bookingKey(skin, pagina);
  const booking = useBookSlot(
    { skin, pagina, fusoVisitante: zones.visitante, key, idPrefix },
    {
      booked: props.booked,
      taken: (next) => {
        setTaken(next);
        draft.change((d) => ({ ...d, comecaEm: null }));
        slots.refresh();
      },
    },
  );
  const start = draft.draft.comecaEm;
  if (start === null) {
    const choose = (chosen: number) => {
      setTaken(null);
      draft.change((d) => ({ ...d, comecaEm: chosen }));
    };
    return <SlotPicker slots={slots} zones={{ ...zones, dela: slots.fuso }} idPrefix={idPrefix} choose={choose} taken={taken} />;
  }
  return (
    <div data-booking={key}>
      <Chosen change={() => draft.change((d) => ({ ...d, comecaEm: null }))} label="Trocar horário">
        {slotText(start, { ...zones, dela: slots.fuso })}
      </Chosen>
      <BookingForm
        idPrefix={idPrefix}
        draft={draft.draft}
        errors={booking.errors}
        update={(field, value) => {
          booking.clear(field);
          draft.change((d) => ({ ...d, [field]: value }));
        }}
        submit={(event) => void booking.submit(event, draft.draft)}
        sending={booking.sending}
        problem={booking.problem}
      />
    </div>
  );
}

/**
 * A visitor books her time in place, phone first: the service (already chosen when there is one),
 * a day, a time, her details, "Confirmar reserva"; the draft survives a reload. The server draws the
 * first step (her services) into the page; the rest needs the app.
 */
export function AgendaBooking(props: AgendaBookingProps) {
  const { skin, pagina, agenda } = props;
  const only = agenda.servicos.length === 1 ? (agenda.servicos[0]?.id ?? null) : null;
  const initial: BookingDraft = { ...EMPTY_BOOKING_DRAFT, servico: only };
  const draft = useBookingDraft(bookingKey(skin, pagina), initial);
  const [booked, setBooked] = useState<{ slot: BookedSlot; email: string } | null>(null);
  // The browser's zone is read on the client only: the server's page shows no time.
  const [visitante] = useState(() => (typeof window === 'undefined' ? agenda.fuso : browserZone(agenda.fuso)));
  const zones: Zones = { dela: agenda.fuso, visitante };
  const service = agenda.servicos.find((s) => s.id === draft.draft.servico) ?? null;

  if (booked)
    return <BookingConfirmation booked={booked.slot} email={booked.email} visitorZone={visitante} QrImage={props.QrImage} />;
  return (
    <div className="booking">
      {service === null ? (
        <ServiceList services={agenda.servicos} choose={(id) => draft.change((d) => ({ ...d, servico: id, comecaEm: null }))} />
      ) : (
        <>
          {only ? (
            <p className="booking__chosen">
              <ServiceSummary service={service} />
            </p>
          ) : (
            <Chosen change={() => draft.change((d) => ({ ...d, servico: null, comecaEm: null }))} label="Trocar serviço">
              <ServiceSummary service={service} />
            </Chosen>
          )}
          <TimeAndDetails
            {...props}
            draft={draft}
            servico={service.id}
            zones={zones}
            booked={(slot) => {
              setBooked({ slot, email: draft.draft.email.trim() });
              draft.forget();
            }}
          />
        </>
      )}
    </div>
  );
}
