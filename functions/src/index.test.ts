import { getApps } from 'firebase-admin/app';
import { FUNCTIONS_REGION } from '@lab/domain/commands';
import { CALLABLE_NAMES } from '@lab/domain/handlers';
import functions from './index';

describe('the deployed module', () => {
  it('exports exactly the callables of the contract and the skin pages Hosting rewrites to, in the functions region', () => {
    expect(Object.keys(functions).sort()).toEqual(
      [
        ...CALLABLE_NAMES,
        'renderSkinPage',
        'scheduledFirestoreExport',
        'sweepDeletions',
        'messageNotices',
        'releaseQuietNotices',
        // Webhooks per skin (their emulator-only test hook is not deployed).
        'webhookDelivery',
        'webhookRetries',
        // Bookings: the reminders and her calendar feed.
        'bookingReminders',
        'agendaFeed',
        // A skin page's share image.
        'shareImage',
        // Cards and containers with dates.
        'scheduleSweep',
        // The public pages' click beacon.
        'clickBeacon',
      ].sort(),
    );
    for (const name of CALLABLE_NAMES) expect(functions[name].__endpoint.region).toEqual([FUNCTIONS_REGION]);
    expect(functions.renderSkinPage.__endpoint.region).toEqual([FUNCTIONS_REGION]);
    expect(functions.renderSkinPage.__endpoint.httpsTrigger).toBeDefined();
  });

  it('gives the image upload the memory its declaration asks for, sharp decoding a large image', () => {
    expect(functions.uploadSkinImage.__endpoint).toMatchObject({ availableMemoryMb: 512, timeoutSeconds: 60 });
  });

  it('schedules the daily Firestore export and the deletion sweeper in the functions region', () => {
    for (const scheduled of [functions.scheduledFirestoreExport, functions.sweepDeletions]) {
      expect(scheduled.__endpoint.region).toEqual([FUNCTIONS_REGION]);
      expect(scheduled.__endpoint.scheduleTrigger).toBeDefined();
    }
    expect(functions.scheduledFirestoreExport.__endpoint.scheduleTrigger).toMatchObject({ schedule: '0 3 * * *' });
  });

  it('settles each message’s notices from a retried trigger on its pending notice, in the functions region', () => {
    expect(functions.messageNotices.__endpoint.region).toEqual([FUNCTIONS_REGION]);
    expect(functions.messageNotices.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'contatos/{idContato}/conversas/{idConversa}/avisos/{idAviso}' },
      retry: true,
    });
  });

  it('releases the notices the quiet hours held, every few minutes, in the functions region', () => {
    expect(functions.releaseQuietNotices.__endpoint.region).toEqual([FUNCTIONS_REGION]);
    expect(functions.releaseQuietNotices.__endpoint.scheduleTrigger).toMatchObject({ schedule: 'every 5 minutes' });
  });

  it('republishes the skins whose cards or containers reached a date every 5 minutes, in the functions region', () => {
    expect(functions.scheduleSweep.__endpoint).toMatchObject({
      region: [FUNCTIONS_REGION],
      scheduleTrigger: { schedule: 'every 5 minutes' },
    });
  });

  it('sends the bookings’ reminders every 15 minutes, and serves her calendar feed over HTTPS, in the functions region', () => {
    expect(functions.bookingReminders.__endpoint).toMatchObject({
      region: [FUNCTIONS_REGION],
      scheduleTrigger: { schedule: 'every 15 minutes' },
    });
    expect(functions.agendaFeed.__endpoint.region).toEqual([FUNCTIONS_REGION]);
    expect(functions.agendaFeed.__endpoint.httpsTrigger).toBeDefined();
  });

  it('serves the share images over HTTPS, in the functions region, on a few instances at most', () => {
    expect(functions.shareImage.__endpoint).toMatchObject({ region: [FUNCTIONS_REGION], maxInstances: 5 });
    expect(functions.shareImage.__endpoint.httpsTrigger).toBeDefined();
  });

  it('serves the public pages’ click beacon over HTTPS, in the functions region', () => {
    expect(functions.clickBeacon.__endpoint.region).toEqual([FUNCTIONS_REGION]);
    expect(functions.clickBeacon.__endpoint.httpsTrigger).toBeDefined();
  });

  it('attempts each webhook event from a retried trigger on its delivery, and retries due ones every minute', () => {
    expect(functions.webhookDelivery.__endpoint.eventTrigger).toMatchObject({
      eventType: 'google.cloud.firestore.document.v1.created',
      eventFilterPathPatterns: { document: 'webhooks/{chave}/entregas/{id}' },
      retry: true,
    });
    expect(functions.webhookRetries.__endpoint).toMatchObject({
      region: [FUNCTIONS_REGION],
      scheduleTrigger: { schedule: 'every 1 minutes' },
    });
  });

  it('does not initialise firebase-admin when it is loaded', () => {
    expect(getApps()).toHaveLength(0);
  });
});
