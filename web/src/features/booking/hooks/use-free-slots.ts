/**
 * The free times of one service, fourteen days at a time ("Mais datas" asks for the next fourteen),
 * grouped under the visitor's own days. Loaded once the app owns the widget (never on the server),
 * refreshed after someone else took a time.
 */
import { useCallback, useEffect, useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { isTransientFailure } from '../../../shared/hooks/use-reliable-send';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { callBooking } from '../api/booking-api';
import { herDate, localDateOf } from '../booking-format';

/** Days asked for at a time: two weeks, the most listFreeSlots answers. */
export const DAYS_PER_PAGE = 14;

export const SLOTS_UNAVAILABLE = 'Os horários estão indisponíveis agora. Tente de novo em instantes.';

export interface SlotsSource {
  skin: string;
  pagina: string;
  servico: string;
  /** Her zone, as her agenda names it: the days listFreeSlots counts are hers. */
  fuso: string;
}

export interface FreeSlots {
  status: 'loading' | 'ready' | 'failed';
  /** What went wrong, in Portuguese: "indisponível" for an outage, the refusal otherwise. */
  problem: string | null;
  /** Her zone as the server answered it. */
  fuso: string;
  /** The visitor's days that have a free time, ascending, each with its starts. */
  days: Array<{ date: string; starts: number[] }>;
  /** How many pages of fourteen days are shown. */
  pages: number;
  more: () => void;
  retry: () => void;
  /** Asks the shown days again (a time was just taken). */
  refresh: () => void;
}

function groupByDay(starts: readonly number[], zone: string): FreeSlots['days'] {
  const days = new Map<string, number[]>();
  for (const start of [...starts].sort((a, b) => a - b)) {
    const date = localDateOf(start, zone);
    days.set(date, [...(days.get(date) ?? []), start]);
  }
  return [...days].map(([date, dayStarts]) => ({ date, starts: dayStarts }));
}

interface Answer {
  /** The question it answers (requestKey): an answer to another one means the current one is loading. */
  key: string;
  status: 'ready' | 'failed';
  problem: string | null;
  fuso: string;
  starts: number[];
}

export function useFreeSlots(source: SlotsSource, visitorZone: string): FreeSlots {
  const backend = useBackend();
  const [pages, setPages] = useState(1);
  const [round, setRound] = useState(0);
  const { skin, pagina, servico, fuso } = source;
  const key = JSON.stringify([skin, pagina, servico, fuso, pages, round]);
  const [answer, setAnswer] = useState<Answer>({ key: '', status: 'ready', problem: null, fuso, starts: [] });

  useEffect(() => {
    let current = true;
    const now = Date.now();
    const requests = Array.from({ length: pages }, (_, page) =>
      callBooking(backend, 'listFreeSlots', {
        skin,
        pagina,
        servico,
        de: herDate(now, fuso, page * DAYS_PER_PAGE),
        dias: DAYS_PER_PAGE,
      }),
    );
    Promise.all(requests).then(
      (answers) => {
        const starts = [...new Set(answers.flatMap((a) => a.horarios))];
        if (current) setAnswer({ key, status: 'ready', problem: null, fuso: answers[0]?.fuso ?? fuso, starts });
      },
      (caught: unknown) => {
        if (!current) return;
        console.error('Erro ao ler os horários livres:', caught);
        const problem = isTransientFailure(caught) ? SLOTS_UNAVAILABLE : refusalMessage(caught, SLOTS_UNAVAILABLE);
        setAnswer((a) => ({ ...a, key, status: 'failed', problem }));
      },
    );
    // An answer to an older question (another service, fewer days) is dropped.
    return () => {
      current = false;
    };
    // `key` names every input of the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [backend, key]);

  const again = useCallback(() => setRound((r) => r + 1), []);
  // What is shown stays while the next answer loads: "Mais datas" adds days, it does not blank them.
  const starts = answer.starts;
  return {
    status: answer.key === key ? answer.status : 'loading',
    problem: answer.key === key ? answer.problem : null,
    fuso: answer.fuso,
    days: groupByDay(starts, visitorZone),
    pages,
    more: useCallback(() => setPages((p) => p + 1), []),
    retry: again,
    refresh: again,
  };
}
