/**
 * The reminders and the retention sweep, which a scheduled function runs every 15 minutes with the
 * clock injected (functions/src/scheduled.ts). Each confirmed booking starting within the next 24
 * hours gets one reminder mail per side: one transaction reads the booking again and writes the mail
 * under an id made of the booking, the side and its start, beside the `lembrete…Em` mark, so a second
 * run (or two at once) sends nothing more and a cancelled booking nothing at all. A booking more than
 * 12 months past is deleted with its place in its busy maps (what /privacidade says).
 */
import type { HandlerDeps } from '../handlers/handler-types';
import { reminderMail } from './booking-change-mails';
import { changeContext } from './commands/booking-access';
import { BOOKING_RETENTION_MS } from '../kernel/constants';
import { conversationLinkPath, pushBodyOf, sendPush } from '../notices';
import { slotLabel } from '../agenda';
import type { ReservaDoc } from './booking-types';

const HOUR = 3_600_000;
/** How long before its start a booking is reminded. */
export const REMINDER_AHEAD_MS = 24 * HOUR;
/** Bookings one run reminds or sweeps at most; the next run, 15 minutes later, takes the rest. */
const RUN_BATCH = 200;

export type ReminderDeps = Pick<HandlerDeps, 'store' | 'now' | 'accounts' | 'siteUrl' | 'siteReplyTo' | 'logger' | 'push'>;

export interface ReminderReport {
  visitante: number;
  dona: number;
  apagadas: number;
}

/** One run: the reminders due, then the bookings past their retention. */
export async function runBookingReminders(deps: ReminderDeps): Promise<ReminderReport> {
  const report: ReminderReport = { visitante: 0, dona: 0, apagadas: 0 };
  const now = deps.now();
  for (const reserva of await deps.store.confirmedStartingBetween(now, now + REMINDER_AHEAD_MS, RUN_BATCH)) {
    if (reserva.lembreteVisitanteEm !== undefined && reserva.lembreteDonaEm !== undefined) continue;
    try {
      const context = await changeContext(deps, reserva);
      const sent = await deps.store.sendReminders(reserva.id, now, {
        visitante: (current) => reminderMail(current, context, 'visitante'),
        dona: (current) => reminderMail(current, context, 'dela'),
      });
      if (sent.visitante) report.visitante += 1;
      if (sent.dona) report.dona += 1;
      // Once, by the same mark as her mail: a second run finds her side marked and pushes nothing.
      if (sent.donaLembrada) await pushReminder(deps, reserva);
    } catch (error) {
      deps.logger?.error('bookings: reminder not sent', { reserva: reserva.id, error: String(error) });
    }
  }
  for (const reserva of await deps.store.bookingsEndedBefore(now - BOOKING_RETENTION_MS, RUN_BATCH)) {
    await deps.store.eraseBooking(reserva.id);
    report.apagadas += 1;
  }
  return report;
}

/** Her devices hear of the booking coming up; a push that fails never fails the run or her mail. */
async function pushReminder(deps: ReminderDeps, reserva: ReservaDoc): Promise<void> {
  const tokens = (await deps.store.devicesOf([reserva.dona])).get(reserva.dona) ?? [];
  await sendPush(deps, [{ uid: reserva.dona, tokens }], {
    title: `Lembrete: ${reserva.servico.nome}, ${slotLabel(reserva.comecaEm, { dela: reserva.fuso })}`,
    body: pushBodyOf(`${reserva.visitante.nome} (${reserva.visitante.email})`),
    link: conversationLinkPath(reserva.idContato, reserva.idConversa),
    tag: `reserva/${reserva.id}`,
  });
}
