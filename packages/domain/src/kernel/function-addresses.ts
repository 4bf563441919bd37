/**
 * The addresses HTTP functions of their own answer, each rewritten in firebase.json before the skins'
 * globs, which would take them (a test holds firebase.json to these).
 */

/**
 * Her private calendar feed, `/agenda/{uid}/{segredo}.ics`, which its own HTTP function answers
 * (functions/src/agenda-feed.ts, bookings/feed.ts): before the skins' globs, which would take it.
 */
export const AGENDA_FEED_GLOB = '/agenda/**';
export const AGENDA_FEED_FUNCTION = 'agendaFeed';
/** Where a page's click beacon goes (a beacon cannot call a callable): its own function, rewritten first. */
export const CLICK_BEACON_PATH = '/__clique';
export const CLICK_BEACON_FUNCTION = 'clickBeacon';

/**
 * A skin page's share image, `/compartilhar/{skin}/{page}/{version}.png`, which its own HTTP function
 * draws (functions/src/hosting/share-image.ts, the previews slice): before the skins' globs too.
 */
export const SHARE_IMAGE_ROOT = '/compartilhar';
export const SHARE_IMAGE_GLOB = `${SHARE_IMAGE_ROOT}/**`;
export const SHARE_IMAGE_FUNCTION = 'shareImage';
