/**
 * Bookings under the privacy features: her export holds her bookings (without the hash of each
 * visitor's link secret) and her calendar feed's secret; her account's deletion takes her bookings,
 * their place in the busy maps and her feed. (A visitor's e-mailed data link lists the bookings made
 * with that address through the store's bookingsOfVisitor.)
 */
import { paths } from '../../kernel/paths';
import type { DocPort, DocSnapshot } from '../../kernel/store/doc-port';
import type { AgendaFeedDoc, ReservaDoc } from '../booking-types';
import { agendaFeedAddress } from '../feed';
import { eraseBookingIn } from './booking-changes-docs';

/** Bookings read at once: the studio's LIST_MAX, kept here so this slice imports no other's. */
const LIST_MAX = 5000;

const ownBookings = (port: DocPort, uid: string) =>
  port.query<ReservaDoc>({ collection: paths.reservas() }, { where: [['dona', '==', uid]], limit: LIST_MAX });

/** Her bookings, the secret's hash left out, and her feed's document. */
export async function bookingDocsOf(port: DocPort, uid: string): Promise<DocSnapshot[]> {
  const bookings = await ownBookings(port, uid);
  const feed = await port.get<AgendaFeedDoc>(paths.agendaFeed(uid));
  return [
    ...bookings.map(({ path, id, data }) => {
      const { segredoHash: _hash, ...shown } = data;
      return { path, id, data: { ...shown } };
    }),
    // The feed as its address on the site (its secret is the address's last part), when she made one.
    ...(feed
      ? [
          {
            path: paths.agendaFeed(uid),
            id: uid,
            data: { criadoEm: feed.criadoEm, endereco: agendaFeedAddress('', uid, feed.segredo) },
          },
        ]
      : []),
  ];
}

/** Her bookings with their place in the busy maps, and her feed. Safe to run again. */
export async function deleteBookingsOf(port: DocPort, uid: string): Promise<void> {
  for (const booking of await ownBookings(port, uid)) await port.runTransaction((tx) => eraseBookingIn(tx, booking.id));
  await port.runTransaction(async (tx) => {
    if (await tx.get(paths.agendaFeed(uid))) tx.delete(paths.agendaFeed(uid));
  });
}
