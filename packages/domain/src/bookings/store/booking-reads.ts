/**
 * The agenda's reads by the browser, spread into LIVE_READS: her bookings, and the secret of her
 * private calendar's address. Only she reads either (owners included: a booking carries a visitor's
 * e-mail and WhatsApp, and the secret opens her whole calendar).
 */
import { paths } from '../../kernel/paths';
import type { LiveRead, Viewer } from '../../store/live-read-types';
import type { AgendaFeedDoc, ReservaDoc } from '../booking-types';

/** Her bookings that start at `desde` (epoch ms) or later, soonest first, at most `limit`. */
export interface HerBookingsArgs {
  uid: string;
  desde: number;
  limit: number;
}

const isHer = ({ uid }: { uid: string }, viewer: Viewer | null): boolean => viewer !== null && viewer.uid === uid;

export const BOOKING_READS = {
  /** AGENDA: her bookings from a day on, confirmed and cancelled alike (the screen sets these apart). */
  bookings: {
    entity: 'reservas',
    source: () => ({ collection: paths.reservas() }),
    spec: ({ uid, desde, limit }: HerBookingsArgs) => ({
      where: [
        ['dona', '==', uid],
        ['comecaEm', '>=', desde],
      ],
      orderBy: [['comecaEm', 'asc']],
      limit,
    }),
    allows: (args: HerBookingsArgs, viewer: Viewer | null) => isHer(args, viewer),
    row: (_id: string, booking: ReservaDoc) => booking,
  },
  /**
   * AGENDA's "Calendário privado": agendaFeeds/{uid}, as a query on the document's id (a live read is
   * a query); no row until she first asks for an address.
   */
  agendaFeed: {
    entity: 'agendaFeeds',
    source: () => ({ collection: paths.agendaFeeds() }),
    spec: ({ uid }: { uid: string }) => ({ where: [['__name__', '==', uid]], limit: 1 }),
    allows: (args: { uid: string }, viewer: Viewer | null) => isHer(args, viewer),
    row: (_id: string, feed: AgendaFeedDoc) => feed,
  },
} satisfies Record<string, LiveRead<never, 'reservas' | 'agendaFeeds', unknown>>;
