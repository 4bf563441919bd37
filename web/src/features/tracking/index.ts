/** The tracking feature's public face: the visit log every screen runs. */
export { useVisitTracking } from './hooks/use-visit-tracking';
