/**
 * The Store port: the domain-level persistence the callable handlers stand on. Each command is one
 * atomic unit of the product (a skin with its reservation and home page, a contact message with its
 * rate limit and access e-mail, ...), so an adapter can make it a single transaction and a refusal
 * can write nothing. Outcomes that are refusals come back as tagged values, never as messages:
 * the handlers own the Portuguese.
 */
import type { AccessStore } from '../visits/store/access-port';
import type { ConversationStore } from '../conversations/store/conversation-port';
import type { DeletionStore } from '../deletions/store/deletion-port';
import type { DeviceStore } from '../devices/store/device-port';
import type { LimitStore } from '../limits/store/limit-port';
import type { MailStore } from '../notices/store/mail-port';
import type { ModerationStore } from '../moderation/store/moderation-port';
import type { NoticeStore } from '../notices/store/notice-port';
import type { PrivacyStore } from '../privacy/store/privacy-port';
import type { PublishedStore } from '../published/store/published-port';
import type { SkinStore } from '../skins/store/skin-port';
import type { StudioStore } from '../studio/store/studio-port';
import type { BusinessHoursStore } from '../business-hours/store/business-hours-port';
import type { QuickReplyStore } from '../quick-replies/store/quick-reply-port';
import type { WebhookStore } from '../webhooks/store/webhook-port';
import type { LeadStore } from '../leads/store/lead-port';
import type { BookingStore } from '../bookings/store/booking-port';
import type { BookingChangesStore } from '../bookings/store/booking-changes-port';
import type { TestimonialStore } from '../testimonials/store/testimonial-port';

export type * from '../visits/store/access-port';
export type * from '../conversations/store/conversation-port';
export type * from '../deletions/store/deletion-port';
export type * from '../devices/store/device-port';
export type * from '../limits/store/limit-port';
export type * from '../notices/store/mail-port';
export type * from '../moderation/store/moderation-port';
export type * from '../notices/store/notice-port';
export type * from '../privacy/store/privacy-port';
export type * from '../published/store/published-port';
export type * from '../skins/store/skin-location';
export type * from '../skins/store/skin-port';
export type * from '../studio/store/studio-port';
export type * from '../business-hours/store/business-hours-port';
export type * from '../quick-replies/store/quick-reply-port';
export type * from '../webhooks/store/webhook-port';
export type * from '../leads/store/lead-port';
export type * from '../bookings/store/booking-port';
export type * from '../bookings/store/booking-changes-port';
export type * from '../testimonials/store/testimonial-port';

/**
 * The whole port, one narrow interface per aggregate: a handler or an adapter that needs one
 * aggregate can ask for just that one.
 */
export type Store = SkinStore &
  StudioStore &
  PublishedStore &
  ConversationStore &
  AccessStore &
  LimitStore &
  MailStore &
  PrivacyStore &
  ModerationStore &
  NoticeStore &
  DeviceStore &
  DeletionStore &
  BusinessHoursStore &
  QuickReplyStore &
  WebhookStore &
  LeadStore &
  BookingStore &
  BookingChangesStore &
  TestimonialStore;
