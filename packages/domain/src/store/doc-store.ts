/**
 * The Store's domain logic, written once over a DocPort, one aggregate per file: every adapter (the
 * memory one, Firestore's) only provides the DocPort. Every transaction reads everything it needs
 * first and writes last (Firestore's rule), and decides refusals before its first write, so a
 * refused command writes nothing.
 */
import { createAccessStore } from './access-docs';
import { createConversationStore } from './conversation-store';
import { createDeletionStore } from './deletion-docs';
import { createDeviceStore } from './device-docs';
import type { DocPort } from './doc-port';
import { createLimitStore } from './limit-store';
import { createMailStore } from './mail-docs';
import { createModerationStore } from './moderation-docs';
import { createNoticeStore } from './notice-docs';
import { createPrivacyStore } from './personal-data-docs';
import { createPublishedStore } from './published-store';
import { createSkinStore } from './skin-store';
import { createStudioStore } from './studio-store';
import type { Store } from './store';

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
    ...createDeletionStore(port),
  };
}
