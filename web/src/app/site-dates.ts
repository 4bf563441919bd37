/**
 * The dates' rules as the public pages apply them, in a chunk of their own: most skins date nothing,
 * and every public page would otherwise carry them (skin-site-loader.ts fetches this only for a skin
 * that has a dated card or container).
 */
export { nextBoundaryOf, visibleAt } from '@lab/domain/schedule';
