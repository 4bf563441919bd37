/**
 * Her AGENDA screen's reads, declared as LIVE_READS declares every read (live-reads.ts spreads them
 * in): her bookings by start, and her calendar feed's secret. Hers alone, owners included in "nobody
 * else": a booking is between her and the visitor, and the feed's secret is her calendar's address.
 */
import { paths } from '../kernel/paths';
import type { QuerySpec } from '../kernel/store/doc-port';
import type { AgendaFeedDoc, ReservaDoc } from '../bookings/booking-types';

/** One of her bookings, as her AGENDA screen lists it: the hash of the visitor's secret stays out. */
export type BookingRow = Omit<ReservaDoc, 'segredoHash'>;

/** Her bookings that start at `desde` (epoch ms) or later, soonest first, at most `limit`. */
export interface HerBookingsArgs {
  uid: string;
  desde: number;
  limit: number;
}

/** The rules' `resource.data.dona` / `resource.data.uid == request.auth.uid`: the query names her own uid. */
const hersAlone = ({ uid }: { uid: string }, viewer: { readonly uid: string } | null): boolean =>
  viewer !== null && viewer.uid === uid;

export const BOOKING_LIVE_READS = {
  bookings: {
    entity: 'reservas' as const,
    source: () => ({ collection: paths.reservas() }),
    spec: ({ uid, desde, limit }: HerBookingsArgs): QuerySpec => ({
      where: [
        ['dona', '==', uid],
        ['comecaEm', '>=', desde],
      ],
      orderBy: [['comecaEm', 'asc']],
      limit,
    }),
    allows: (args: HerBookingsArgs, viewer: { readonly uid: string } | null) => hersAlone(args, viewer),
    row: (_id: string, { segredoHash: _hash, ...reserva }: ReservaDoc): BookingRow => reserva,
  },
  agendaFeed: {
    entity: 'agendaFeeds' as const,
    source: () => ({ collection: paths.agendaFeeds() }),
    spec: ({ uid }: { uid: string }): QuerySpec => ({ where: [['uid', '==', uid]], limit: 1 }),
    allows: hersAlone,
    row: (_id: string, feed: AgendaFeedDoc) => feed,
  },
};
