/** Rate limits per account, per address and per client (an IPv6 client holds a /64 or a /48). */
export * from './store/limit-port';
export * from './store/rate-limit-docs';
export * from './client-address';
