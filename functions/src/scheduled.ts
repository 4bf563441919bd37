/**
 * The scheduled functions: the daily managed export of Firestore (docs/operations.md), the
 * deletion sweeper, which finishes deletions whose undo window closed and any cut short, and the
 * release of the notices the quiet hours held, the bookings' reminders and retention sweep, and the
 * republishing of skins whose cards or containers reached a date.
 */
import { logger } from 'firebase-functions';
import { onSchedule, type ScheduleFunction } from 'firebase-functions/v2/scheduler';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { SCHEDULE_SWEEP_MINUTES } from '@lab/domain/published';
import { SITE_TIME_ZONE } from '@lab/domain/kernel';
import {
  releaseQuietNotices,
  runBookingReminders,
  runScheduleSweep,
  sweepDeletions,
  type HandlerDeps,
  type ReminderDeps,
  type ScheduleSweepDeps,
  type SweepDeps,
} from '@lab/domain/handlers';
import { adminExporter } from './backups/admin-exporter';
import { defaultBackupBucket, runScheduledExport, type ExportSettings, type FirestoreExporter } from './backups/firestore-export';

/** Where the exports go: BACKUP_BUCKET when the deployment sets one, else the bucket the setup script creates. */
function exportSettings(): ExportSettings {
  const projectId = process.env.GCLOUD_PROJECT ?? process.env.GCP_PROJECT ?? '';
  return { projectId, bucket: process.env.BACKUP_BUCKET || defaultBackupBucket(projectId) };
}

export function createScheduledExport(exporter: FirestoreExporter = adminExporter()): ScheduleFunction {
  // At night in Brazil, when the site is quietest; retried, since a missed day is a day without a backup.
  return onSchedule(
    { schedule: '0 3 * * *', timeZone: SITE_TIME_ZONE, region: FUNCTIONS_REGION, retryCount: 3 },
    async (event) => {
      const at = new Date(event.scheduleTime);
      await runScheduledExport(exporter, exportSettings(), Number.isNaN(at.getTime()) ? new Date() : at, logger);
    },
  );
}

export function createDeletionSweeper(deps: SweepDeps): ScheduleFunction {
  // Every few minutes: a deletion is finished soon after its ten minutes of Desfazer.
  return onSchedule({ schedule: 'every 5 minutes', region: FUNCTIONS_REGION, retryCount: 0 }, async () => {
    const report = await sweepDeletions(deps);
    if (report.finished.length + report.failed.length > 0) logger.info('sweepDeletions', report);
  });
}

/**
 * Quiet hours: the notices held until a creator's hours open go back as pending notices, which the
 * notices' trigger then delivers, once. Every few minutes, so a notice comes within minutes of her opening.
 */
export function createQuietNoticesRelease(deps: Pick<HandlerDeps, 'store' | 'now'>): ScheduleFunction {
  return onSchedule({ schedule: 'every 5 minutes', region: FUNCTIONS_REGION, retryCount: 0 }, async () => {
    const released = await releaseQuietNotices(deps);
    if (released > 0) logger.info('releaseQuietNotices', { released });
  });
}

/**
 * Bookings: each side's reminder of a booking starting within 24 hours, once (the domain's transaction
 * decides it), and the bookings 12 months past, deleted. Every 15 minutes, so a reminder comes about a
 * day ahead; a missed run is caught by the next.
 */
export function createBookingReminders(deps: ReminderDeps): ScheduleFunction {
  return onSchedule({ schedule: 'every 15 minutes', region: FUNCTIONS_REGION, retryCount: 0 }, async () => {
    const report = await runBookingReminders(deps);
    if (report.visitante + report.dona + report.apagadas > 0) logger.info('bookingReminders', report);
  });
}

/**
 * Cards and containers with dates: each skin whose next date came is published again, once (its
 * transaction checks it is still due). As often as SCHEDULE_SWEEP_MINUTES, which bounds how long a
 * page's cache may outlive a date (pageCacheControl).
 */
export function createScheduleSweep(deps: ScheduleSweepDeps): ScheduleFunction {
  return onSchedule(
    { schedule: `every ${SCHEDULE_SWEEP_MINUTES} minutes`, region: FUNCTIONS_REGION, retryCount: 0 },
    async () => {
      const report = await runScheduleSweep(deps);
      if (report.republished.length + report.tooLarge.length > 0) logger.info('scheduleSweep', report);
    },
  );
}
