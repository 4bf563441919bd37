/**
 * A skin page's share image, `/compartilhar/{skin}/{page}/{version}.png`, which its own HTTP function
 * draws (functions/src/hosting/share-image.ts, the previews slice): before the skins' globs too.
 */
export const SHARE_IMAGE_ROOT = '/compartilhar';
export const SHARE_IMAGE_GLOB = `${SHARE_IMAGE_ROOT}/**`;
export const SHARE_IMAGE_FUNCTION = 'shareImage';
