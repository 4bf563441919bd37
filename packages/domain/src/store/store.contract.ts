/**
 * The one contract every Store adapter must keep. store.memory.test.ts runs it on the memory store
 * always; store.firestore.emulator.test.ts runs it on Firestore under `firebase emulators:exec`.
 * Globals come from @jest/globals rather than ambient jest types, so the file states what it needs
 * (tsconfig.build.json leaves *.contract.ts out of the deployed build).
 */
import { beforeEach, describe } from '@jest/globals';
import { describeAccessContract } from '../visits/store/access.contract';
import { describeClaimsContract } from '../conversations/store/claims.contract';
import { describeContactIdsContract } from '../conversations/store/contact-ids.contract';
import type { ContractOptions, ContractSettings, Peek, StoreUnderTest } from './contract/contract-fixtures';
import { describeConversationsContract } from '../conversations/store/conversations.contract';
import { describeDeletionsContract } from '../deletions/store/deletions.contract';
import { describeDevicesContract } from '../devices/store/devices.contract';
import { describeQuickRepliesContract } from '../quick-replies/store/quick-replies.contract';
import { describeInboxesContract } from '../conversations/store/inboxes.contract';
import { describeModerationContract } from '../moderation/store/moderation.contract';
import { describeNoticesContract } from '../notices/store/notices.contract';
import { describePrivacyContract } from '../privacy/store/privacy.contract';
import { describeSkinFromChangesContract } from '../skins/store/skin-from-changes.contract';
import { describeSkinRenameContract } from '../skins/store/skin-rename.contract';
import { describeSkinsContract } from '../skins/store/skins.contract';
import { describeStudioContract } from '../studio/store/studio.contract';
import { describePublishedSnapshot } from '../published/store/published.contract';
import { describeLeadsContract } from '../leads/store/leads.contract';
import { describeBookingsContract } from '../bookings/store/bookings.contract';
import { describeTestimonialsContract } from '../testimonials/store/testimonials.contract';
import type { Store } from './store';
import { describeBusinessHoursContract } from '../business-hours/store/business-hours.contract';

export type { ContractOptions, Peek, StoreUnderTest } from './contract/contract-fixtures';

/** The whole contract, one section per aggregate of the Store. */
export function describeStoreContract(
  name: string,
  makeStore: () => Promise<StoreUnderTest>,
  options: ContractOptions = {},
): void {
  const settings: ContractSettings = { timeout: options.timeoutMs ?? 5_000, racers: options.racers ?? 20 };

  describe(`the Store contract on ${name}`, () => {
    let store: Store;
    let peek: Peek;

    beforeEach(async () => {
      ({ store, peek } = await makeStore());
    }, settings.timeout);

    const current = () => ({ store, peek });
    describeSkinsContract(current, settings);
    describeSkinFromChangesContract(current, settings);
    describeSkinRenameContract(current, settings);
    describeConversationsContract(current, settings);
    describeInboxesContract(current, settings);
    describeNoticesContract(current, settings);
    describeClaimsContract(current, settings);
    describeContactIdsContract(current, settings);
    describeAccessContract(current, settings);
    describeStudioContract(current, settings);
    describePrivacyContract(current, settings);
    describeModerationContract(current, settings);
    describeDevicesContract(current, settings);
    describeQuickRepliesContract(current, settings);
    describeDeletionsContract(current, settings);
    describeLeadsContract(current, settings);
    describeTestimonialsContract(current, settings);
    describePublishedSnapshot(current, settings.timeout);
    describeBusinessHoursContract(current, settings);
    describeBookingsContract(current, settings);
  });
}
