/**
 * Bookings of a creator's time (reservas): the shapes the booking, its changes, the feed and the
 * reminders share. The pure rules of free times, invitations and the deposit are the agenda slice's.
 */
export * from './booking-types';
export * from './busy-days';
export type * from './store/booking-port';
export { createBookingStore } from './store/booking-docs';
export * from './booking-mails';
export * from './booking-secret';
export * from './booking-change-mails';
export * from './payment-port';
export * from './feed';
export { REMINDER_AHEAD_MS } from './reminders';
export type * from './store/booking-changes-port';
export type { ReadBookingByLinkResult } from './commands/read-booking-by-link';
export type { CancelBookingResult } from './commands/cancel-booking-by-link';
export type { MoveBookingByLinkResult } from './commands/move-booking-by-link';
export type { SetDepositPaidResult } from './commands/set-deposit-paid';
export type { RenewAgendaFeedResult } from './commands/renew-agenda-feed';
export { bookingDocsOf, deleteBookingsOf } from './store/booking-privacy';
