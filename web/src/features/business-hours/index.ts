/** HORÁRIO DE ATENDIMENTO: an inbox's business hours, its automatic texts and quiet hours. */
export { BusinessHoursScreen } from './components/BusinessHoursScreen';
