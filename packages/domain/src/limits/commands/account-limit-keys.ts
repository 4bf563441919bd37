/**
 * The rate-limit counters that name an account, found from its uid, its skins' names and the people it
 * talked to, so deleting the account deletes them. Counters keyed by another person's IP with the
 * account's skin (anonymous messages to its form, visits to its skin) cannot be found this way; they
 * hold only instants and the TTL policy deletes them within a day.
 */
import type { Participante } from '../../kernel/types';
import type { AccountLimitKeys } from '../../handlers/define-callable';
import { fillKey, type DeclaredLimit } from '../../handlers/declared-limits';

/** A declared limit keyed by the account alone (`{uid}`), or by it and the form it wrote to (`{uid}{scope}`). */
const PER_ACCOUNT = /^[^{}]*\{uid\}(\{scope\})?$/;

/** The keys to erase, from every limit the callables declare (registry.ts). */
export function accountLimitKeysOf(declared: readonly DeclaredLimit[]): AccountLimitKeys {
  const perAccount = declared.filter((limit) => PER_ACCOUNT.test(limit.key)).map((limit) => limit.key);
  return (uid, found) => {
    const shareOf = (other: Participante) => other.uid ?? `email:${other.chave}`;
    return [
      ...perAccount.flatMap((key) => [
        fillKey(key, { uid, scope: '' }),
        // Its messages to each creator's form it wrote to.
        ...(key.endsWith('{scope}') ? found.others.map((other) => fillKey(key, { uid, scope: `@${other.chave}` })) : []),
      ]),
      // Its share of the owners' notices, and of each creator's it wrote to.
      `owner-notifications:${uid}`,
      ...found.others.map((other) => `creator-notifications:${other.chave}:${uid}`),
      // Its own skins' notice budgets, and each sender's share of them.
      ...found.skins.flatMap((skin) => [
        `creator-notifications:${skin}`,
        // Its skins' budgets for replies by e-mail and for asking addresses to confirm.
        ...['reply-mail', 'reply-mail-day', 'reply-confirm', 'reply-confirm-day'].map((prefix) => `${prefix}:${skin}`),
        ...found.others.map((other) => `creator-notifications:${skin}:${shareOf(other)}`),
      ]),
    ];
  };
}
