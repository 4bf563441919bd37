import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../../kernel/paths';
import type { Store } from '../../store/store';
import { T0, type ContractSettings, type Peek, type StoreUnderTest } from '../../store/contract/contract-fixtures';
import type { RateLimit } from '../../limits';

const LIMIT: RateLimit = { key: 'quick-replies:u1', max: 3, windowMs: 3_600_000 };
const save = (store: Store, id: string, atalho: string, at = T0) =>
  store.saveQuickReply({ uid: 'u1', id, atalho, texto: `Texto de ${atalho}`, at, rateLimit: { ...LIMIT, max: 100 } });

/** An account's quick replies (QuickReplyStore): one shortcut once, counted with its limit in one transaction. */
export function describeQuickRepliesContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('quick replies', () => {
    it(
      'saves by id, updates the same id, and refuses a shortcut another of the account’s replies holds, writing nothing',
      async () => {
        expect(await save(store, 'r1', 'orcamento')).toEqual({
          status: 'saved',
          resposta: { id: 'r1', atalho: 'orcamento', texto: 'Texto de orcamento', data: T0 },
        });
        expect(await save(store, 'r1', 'orcamento', T0 + 1)).toMatchObject({ status: 'saved' });
        expect(await save(store, 'r2', 'orcamento')).toEqual({ status: 'shortcut-taken' });
        expect(await peek.list(paths.respostasRapidas('u1'))).toHaveLength(1);
        expect(await peek.doc(paths.respostaRapida('u1', 'r1'))).toEqual({
          atalho: 'orcamento',
          texto: 'Texto de orcamento',
          data: T0 + 1,
        });
      },
      timeout,
    );

    it(
      'takes its limit in the same transaction: past it, nothing is written, not even the counter',
      async () => {
        for (const id of ['a', 'b', 'c']) {
          expect(await store.saveQuickReply({ uid: 'u1', id, atalho: id, texto: id, at: T0, rateLimit: LIMIT })).toMatchObject({
            status: 'saved',
          });
        }
        const counter = await peek.doc(paths.rateLimit(LIMIT.key));
        expect(await store.saveQuickReply({ uid: 'u1', id: 'd', atalho: 'd', texto: 'd', at: T0, rateLimit: LIMIT })).toEqual({
          status: 'rate-limited',
        });
        expect(await store.deleteQuickReply({ uid: 'u1', id: 'a', at: T0, rateLimit: LIMIT })).toEqual({
          status: 'rate-limited',
        });
        expect(await peek.doc(paths.rateLimit(LIMIT.key))).toEqual(counter);
        expect(await peek.list(paths.respostasRapidas('u1'))).toHaveLength(3);
      },
      timeout,
    );

    it(
      'deletes only the account’s own',
      async () => {
        await save(store, 'r1', 'orcamento');
        const other = { uid: 'u2', id: 'r1', at: T0, rateLimit: { ...LIMIT, key: 'quick-replies:u2' } };
        expect(await store.deleteQuickReply(other)).toEqual({ status: 'deleted', removed: false });
        expect(await store.deleteQuickReply({ ...other, uid: 'u1', rateLimit: LIMIT })).toEqual({
          status: 'deleted',
          removed: true,
        });
        expect(await peek.doc(paths.respostaRapida('u1', 'r1'))).toBeNull();
      },
      timeout,
    );
  });
}
