import { beforeEach, describe, expect, it } from '@jest/globals';
import type { ClaimConversationInput } from './conversation-port';
import type { Store } from '../../store/store';
import {
  T0,
  contactId,
  contactMessage,
  type ContractSettings,
  type StoreUnderTest,
} from '../../store/contract/contract-fixtures';

/** Who answers a conversation of the site's own inbox (ConversationStore.claimConversation). */
export function describeClaimsContract(current: () => StoreUnderTest, { timeout, racers }: ContractSettings): void {
  let store: Store;
  beforeEach(() => {
    ({ store } = current());
  });

  const HOUR = 3_600_000;
  const claimBy = (uid: string, at: number, overrides: Partial<ClaimConversationInput> = {}): ClaimConversationInput => ({
    contactId,
    conversationId: 'principal',
    uid,
    claim: { uid, nome: uid.toUpperCase(), desde: at },
    rateLimits: [{ key: `claim:${uid}`, max: 3, windowMs: HOUR }],
    at,
    ...overrides,
  });
  const freeBy = (uid: string, at: number) => claimBy(uid, at, { claim: null });
  const claimOf = async () => (await store.getConversation(contactId, 'principal'))?.respondendo ?? null;

  describe('claiming a conversation of the site’s inbox', () => {
    it(
      'sets the claim, lets another take it over, frees only the holder’s and keeps the rest of the conversation',
      async () => {
        await store.sendContactMessage(contactMessage());
        expect(await store.claimConversation(claimBy('a', T0 + 1))).toEqual({
          status: 'done',
          respondendo: { uid: 'a', nome: 'A', desde: T0 + 1 },
        });
        expect(await store.claimConversation(claimBy('b', T0 + 2))).toMatchObject({ respondendo: { uid: 'b', desde: T0 + 2 } });
        expect(await store.claimConversation(freeBy('a', T0 + 3))).toMatchObject({ respondendo: { uid: 'b' } });
        expect(await claimOf()).toMatchObject({ uid: 'b' });
        expect(await store.claimConversation(freeBy('b', T0 + 4))).toEqual({ status: 'done', respondendo: null });
        expect(await claimOf()).toBeNull();
        expect(await store.getConversation(contactId, 'principal')).toMatchObject({ assunto: 'PRINCIPAL', naoLidasLab: 1 });
      },
      timeout,
    );

    it(
      'refuses an absent conversation or a creator’s inbox, and a full limit, writing nothing',
      async () => {
        await store.sendContactMessage(contactMessage());
        await store.sendContactMessage(
          contactMessage({ contact: { idContato: 'ana_v@x.com', participantes: [], uids: [], destino: 'ana' } }),
        );
        expect(await store.claimConversation(claimBy('a', T0, { conversationId: 'nada' }))).toEqual({
          status: 'conversation-not-found',
        });
        expect(await store.claimConversation(claimBy('a', T0, { contactId: 'ana_v@x.com' }))).toEqual({
          status: 'conversation-not-found',
        });
        for (let i = 1; i <= 3; i += 1) await store.claimConversation(claimBy('a', T0 + i));
        expect(await store.claimConversation(freeBy('a', T0 + 10))).toMatchObject({ status: 'rate-limited' });
        expect(await claimOf()).toMatchObject({ uid: 'a', desde: T0 + 1 });
      },
      timeout,
    );

    it(
      'leaves exactly one owner answering when both claim at once',
      async () => {
        await store.sendContactMessage(contactMessage());
        const uids = Array.from({ length: Math.min(racers, 10) }, (_, i) => `o${i}`);
        const outcomes = await Promise.all(uids.map((uid) => store.claimConversation(claimBy(uid, T0 + 1))));
        const held = await claimOf();
        expect(uids).toContain(held?.uid);
        expect(outcomes.every((o) => o.status === 'done')).toBe(true);
      },
      timeout,
    );
  });
}
