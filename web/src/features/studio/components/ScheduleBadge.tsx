/**
 * The studio lists every card and container, shown or not; one outside its dates says so: "agendado"
 * (its start is ahead) or "encerrado" (its end passed), with the date in its tooltip and its spoken text.
 */
import { useEffect, useState } from 'react';
import { scheduleStateAt, type Janela } from '@lab/domain/schedule';
import { formatPtBrDate } from '../../../shared/ui/DateText';

/** The time now, kept to the minute while the studio is open: a badge changes when its date passes. */
function useMinute(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function ScheduleBadge({ item }: { item: Janela }) {
  const state = scheduleStateAt(item, useMinute());
  if (state === null) return null;
  const at = state === 'agendado' ? item.inicio : item.fim;
  const when = typeof at === 'number' ? formatPtBrDate(at) : '';
  const said = state === 'agendado' ? `aparece em ${when}` : `saiu da página em ${when}`;
  return (
    <span
      className={`studio-badge studio-badge--${state}`}
      title={`${state === 'agendado' ? 'Aparece' : 'Saiu da página'} em ${when}`}
    >
      {state}
      <span className="visually-hidden">: {said}</span>
    </span>
  );
}
