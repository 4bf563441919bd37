/**
 * The ids of the routes the server renders. The server's route table and the browser's use them
 * both, so the data the server embeds lands on the same route when the client hydrates.
 */
export const ROOT_ROUTE_ID = 'root';
export const SKIN_ROUTE_ID = 'skin';

import { SKIN_ROUTES } from '@lab/domain/kernel';

/** Where the skin route sits: under its name on the main site, at the root on the skin's own domain. */
export const SKIN_ROUTE_PATH = SKIN_ROUTES;
