/** Visits: the access log, page views and the daily counters, the site's and each skin's. */
export type { LogAccessResult } from './commands/log-access';
export type { LogNavigationResult } from './commands/log-navigation';
export type { LogClickResult } from './commands/log-click';
export type { MarkAccessSeenResult } from './commands/mark-access-seen';
export * from './stats';
export * from './skin-visits';
export * from './skin-clicks';
export * from './visit-origin';
export * from './store/stats-docs';
export * from './store/access-port';
