/** AGENDA: her bookings by day, their cancellation and deposit, and her private calendar's address. */
export { AgendaScreen } from './components/AgendaScreen';
