/** Business hours: an inbox's weekly hours, its automatic answer and acknowledgement, and the quiet hours of its notices. */
export * from './hours';
export * from './atendimento';
export * from './automatic-answer';
export type { SaveBusinessHoursResult } from './commands/save-business-hours';
export {
  businessHoursSchema,
  dayOfMessage,
  dayProblemMessage,
  type SaveBusinessHoursPayload,
} from './commands/business-hours-schema';
export * from './store/business-hours-port';
export { eraseBusinessHours } from './store/business-hours-docs';
