/**
 * The Depoimentos editor's read, declared as LIVE_READS declares every read (live-reads.ts spreads it
 * in): the quotes sent through her links, awaiting her review, oldest first. Hers alone, owners
 * included in "nobody else": a visitor gave them to her.
 */
import type { QuerySpec } from '../kernel/store/doc-port';
import type { DepoimentoPendenteDoc, DepoimentoPendenteRow } from '../testimonials/testimonial-types';
import { testimonialPaths } from '../testimonials/testimonial-paths';

/** Her skin's pending quotes: `uid` is the skin's user, as its path spells it. */
export interface PendingTestimonialsArgs {
  uid: string;
  skinId: string;
}

export const TESTIMONIAL_LIVE_READS = {
  pendingTestimonials: {
    entity: 'depoimentosPendentes' as const,
    source: ({ uid, skinId }: PendingTestimonialsArgs) => ({ collection: testimonialPaths.depoimentosPendentes(uid, skinId) }),
    spec: (): QuerySpec => ({ orderBy: [['data', 'asc']], limit: 50 }),
    allows: ({ uid }: PendingTestimonialsArgs, viewer: { readonly uid: string } | null) => viewer !== null && viewer.uid === uid,
    row: (id: string, doc: DepoimentoPendenteDoc): DepoimentoPendenteRow => ({ ...doc, id }),
  },
};
