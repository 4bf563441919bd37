/** The published snapshot a public page is drawn from, and the server renderer's contract. */
export * from './skin-site-tree';
export * from './published-site';
export * from './published-reads';
export type * from './page-renderer';
export { APP_SHELL_FILE, CACHE_CONTROL, pageCacheControl } from './page-renderer';
export * from './store/skin-publish';
export * from './store/decode-published';
export * from './store/published-store';
