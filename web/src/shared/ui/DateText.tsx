import type { Instant } from '@lab/domain/kernel';

/** How much of a date a screen shows: the day alone, or the day and the time. */
export type DateStyle = 'date' | 'date-time';

// Every date shows in pt-BR; one formatter per style, built once, serves every screen.
const FORMATS: Record<DateStyle, Intl.DateTimeFormat> = {
  date: new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short' }),
  'date-time': new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'short' }),
};

/** A stored date (epoch ms) as a person reads it: "15/05/2025" or "15/05/2025, 19:47". */
export function formatPtBrDate(at: Instant, style: DateStyle = 'date-time'): string {
  return FORMATS[style].format(at);
}

/** A date in pt-BR, with the machine-readable instant beside it for assistive technology. */
export function DateText({ at, style = 'date-time', className }: { at: Instant; style?: DateStyle; className?: string }) {
  return (
    <time className={className} dateTime={new Date(at).toISOString()}>
      {formatPtBrDate(at, style)}
    </time>
  );
}
