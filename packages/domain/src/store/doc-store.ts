/**
 * The Store's domain logic, written once over a DocPort, one aggregate per file: every adapter (the
 * memory one, Firestore's) only provides the DocPort. Every transaction reads everything it needs
 * first and writes last (Firestore's rule), and decides refusals before its first write, so a
 * refused command writes nothing.
 */
import { createAccessStore } from '../visits/store/access-docs';
import { createConversationStore } from '../conversations/store/conversation-store';
import { createDeletionStore } from '../deletions/store/deletion-docs';
import { createDeviceStore } from '../devices/store/device-docs';
import { createQuickReplyStore } from '../quick-replies/store/quick-reply-docs';
import type { DocPort } from '../kernel/store/doc-port';
import { createLimitStore } from '../limits/store/limit-store';
import { createMailStore } from '../notices/store/mail-docs';
import { createModerationStore } from '../moderation/store/moderation-docs';
import { createNoticeStore } from '../notices/store/notice-docs';
import { createPrivacyStore } from '../privacy/store/personal-data-docs';
import { createPublishedStore } from '../published/store/published-store';
import { createSkinStore } from '../skins/store/skin-store';
import { createStudioStore } from '../studio/store/studio-store';
import { createWebhookStore } from '../webhooks/store/webhook-docs';
import { createLeadStore } from '../leads/store/lead-docs';
import { createBookingStore } from '../bookings/store/booking-docs';
import { createBookingChangesStore } from '../bookings/store/booking-changes-docs';
import { createTestimonialStore } from '../testimonials/store/testimonial-docs';
import type { Store } from './store';
import { createBusinessHoursStore } from '../business-hours/store/business-hours-docs';

export function createDocStore(port: DocPort): Store {
  return {
    ...createSkinStore(port),
    ...createStudioStore(port),
    ...createPublishedStore(port),
    ...createConversationStore(port),
    ...createAccessStore(port),
    ...createLimitStore(port),
    ...createMailStore(port),
    ...createPrivacyStore(port),
    ...createModerationStore(port),
    ...createNoticeStore(port),
    ...createDeviceStore(port),
    ...createQuickReplyStore(port),
    ...createDeletionStore(port),
    ...createBusinessHoursStore(port),
    ...createWebhookStore(port),
    ...createLeadStore(port),
    ...createBookingStore(port),
    ...createBookingChangesStore(port),
    ...createTestimonialStore(port),
  };
}
