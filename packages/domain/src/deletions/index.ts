/** Deletions that can be undone for a while, then finish by themselves. */
export * from './deletions';
export * from './store/deletion-port';
