import type { RateLimit } from '../../limits';
import type { Instant } from '../../kernel/instant';
import type { DepoimentoConfig } from '../../kernel/testimonial-types';

/** Where a container of hers sits. */
export interface TestimonialContainer {
  uid: string;
  skinId: string;
  containerId: string;
}

export interface SetTestimonialLinkInput extends TestimonialContainer {
  /** A fresh link (id and the secret's hash) replacing the container's current one; null: none any more. */
  link: { linkId: string; segredoHash: string } | null;
  at: Instant;
  rateLimit: RateLimit;
}

export type SetTestimonialLinkOutcome = 'done' | 'container-not-found' | 'rate-limited';

export interface SendTestimonialInput {
  linkId: string;
  /** Whether the secret given matches the link's hash: decided by the caller, in constant time. */
  matches: (segredoHash: string) => boolean;
  /** The pending quote's id, from the link and the draft's idEnvio: a retry lands on the same document. */
  pendenteId: string;
  item: Pick<DepoimentoConfig, 'texto' | 'nome' | 'papel'>;
  at: Instant;
  /** Counted once the link is known: the client's (and its /48's) and the link's own. */
  rateLimits: (link: TestimonialContainer) => RateLimit[];
  /** At most this many quotes wait for her per skin. */
  maxPending: number;
}

export type SendTestimonialOutcome = 'sent' | 'link-not-found' | 'rate-limited' | 'too-many-pending';

export interface ReviewTestimonialInput {
  uid: string;
  skinId: string;
  pendenteId: string;
  aprovar: boolean;
  /** Approved quotes a container holds at most. */
  maxItems: number;
  at: Instant;
  rateLimit: RateLimit;
}

export type ReviewTestimonialOutcome =
  'approved' | 'rejected' | 'not-found' | 'container-not-found' | 'container-full' | 'page-too-large' | 'rate-limited';

/** A Depoimentos container's link and the quotes sent through it, written only by the callables. */
export interface TestimonialStore {
  /** Replaces (or takes away) the container's link: the one before stops working in the same transaction. */
  setTestimonialLink(input: SetTestimonialLinkInput): Promise<SetTestimonialLinkOutcome>;
  /** Whose link it is (her skin's name and the name it shows), or null for an unknown link or a wrong secret alike. */
  testimonialLinkOwner(
    linkId: string,
    matches: (segredoHash: string) => boolean,
  ): Promise<(TestimonialContainer & { skin: string; nome: string }) | null>;
  /** Keeps a visitor's quote for her, once per pendenteId. */
  sendTestimonial(input: SendTestimonialInput): Promise<SendTestimonialOutcome>;
  /** Approving moves the quote into its container's list (and republishes the page); rejecting deletes it. */
  reviewTestimonial(input: ReviewTestimonialInput): Promise<ReviewTestimonialOutcome>;
}
