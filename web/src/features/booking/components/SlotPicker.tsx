import { useState } from 'react';
import { dayText, slotText, whenText, type Zones } from '../booking-format';
import type { FreeSlots } from '../hooks/use-free-slots';

export const TAKEN_NOTICE = 'Esse horário acabou de ser reservado por outra pessoa. Estes ainda estão livres:';

export interface SlotPickerProps {
  slots: FreeSlots;
  zones: Zones;
  /** Ids of the picker's parts, unique on the page. */
  idPrefix: string;
  choose: (start: number) => void;
  /** The next free starts bookSlot (or a move) offered when the time asked for was taken; null when none was. */
  taken: number[] | null;
}

/** Someone else took the time a moment before: said kindly, with the next free times as buttons. */
function TakenNotice({ taken, zones, choose }: { taken: number[]; zones: Zones; choose: (start: number) => void }) {
  return (
    <div className="booking__taken" role="alert">
      <p>{taken.length > 0 ? TAKEN_NOTICE : 'Esse horário acabou de ser reservado por outra pessoa. Escolha outro abaixo.'}</p>
      {taken.length > 0 ? (
        <ul className="booking__times">
          {taken.map((start) => (
            <li key={start}>
              <button type="button" className="booking__time" onClick={() => choose(start)}>
                {whenText(start, zones)}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/**
 * The days with a free time (chips "seg 30/11", "Mais datas" for the next fourteen), then that day's
 * times as buttons in the visitor's clock, hers beside when it differs.
 */
export function SlotPicker({ slots, zones, idPrefix, choose, taken }: SlotPickerProps) {
  const [picked, setPicked] = useState<string | null>(null);
  const day = slots.days.find((d) => d.date === picked) ?? slots.days[0] ?? null;
  const timesId = `${idPrefix}-horarios`;
  return (
    <div className="booking__picker">
      {taken ? <TakenNotice taken={taken} zones={zones} choose={choose} /> : null}
      {slots.status === 'failed' ? (
        <div className="booking__problem" role="alert">
          <p>{slots.problem}</p>
          <button type="button" className="button booking__secondary" onClick={slots.retry}>
            Tentar de novo
          </button>
        </div>
      ) : null}
      {slots.status === 'loading' ? (
        <p className="booking__status" role="status">
          Carregando horários livres…
        </p>
      ) : null}
      {slots.status === 'ready' && slots.days.length === 0 ? (
        <p className="booking__status">Nenhum horário livre nestes dias.</p>
      ) : null}
      {slots.days.length > 0 ? (
        <>
          <h4 className="booking__step-title">Escolha o dia</h4>
          <ul className="booking__days">
            {slots.days.map(({ date, starts }) => (
              <li key={date}>
                <button
                  type="button"
                  className="booking__day"
                  aria-pressed={day?.date === date}
                  aria-controls={timesId}
                  onClick={() => setPicked(date)}
                >
                  {dayText(starts[0] ?? 0, zones.visitante)}
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {slots.status !== 'failed' ? (
        <button type="button" className="button booking__secondary" onClick={slots.more} disabled={slots.status === 'loading'}>
          Mais datas
        </button>
      ) : null}
      {day ? (
        <div id={timesId}>
          <h4 className="booking__step-title">Horários de {dayText(day.starts[0] ?? 0, zones.visitante)}</h4>
          <ul className="booking__times">
            {day.starts.map((start) => (
              <li key={start}>
                <button type="button" className="booking__time" onClick={() => choose(start)}>
                  {slotText(start, zones)}
                </button>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
