/**
 * Depoimentos: the quotes of her clients a container shows, their schema and rules, her link asking
 * for them and the quotes awaiting her review (docs/decisions/0027-testimonials.md).
 */
export * from './schema';
export * from './link-secret';
export type * from '../kernel/testimonial-types';
export type * from './testimonial-types';
export type * from './store/testimonial-port';
export * from './testimonial-paths';
