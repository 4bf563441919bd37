/** The devices push notices go to. */
export type * from './store/device-port';
