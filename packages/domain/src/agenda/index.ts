/**
 * The agenda (bookings), its pure core: her settings, wall time in her zone, the free times, the
 * calendar invitations, the Pix deposit and how a time is written for a visitor. No callable, store
 * or screen yet (docs/decisions/0018-agenda-core.md).
 */
export * from './deposit-qr';
export * from './display';
export * from './new-agenda';
export * from './free-slots';
export * from './ics';
export * from './pix-deposit';
export * from './schema';
export * from './zoned-time';
