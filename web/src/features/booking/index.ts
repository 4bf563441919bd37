/**
 * The booking feature's face: the agenda container's widget a visitor books with, and the page her
 * e-mailed link opens to see, cancel or move the booking.
 */
export { AgendaBooking, type AgendaBookingProps } from './components/AgendaBooking';
export { ManageBookingScreen } from './components/ManageBooking';
