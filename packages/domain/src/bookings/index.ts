/**
 * Bookings of a creator's time (reservas): the shapes the booking, its changes, the feed and the
 * reminders share. The pure rules of free times, invitations and the deposit are the agenda slice's.
 */
export * from './booking-types';
export * from './busy-days';
export type * from './store/booking-port';
export { createBookingStore } from './store/booking-docs';
export * from './booking-secret';
export * from './booking-mails';
