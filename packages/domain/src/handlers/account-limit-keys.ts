/**
 * The rate-limit counters that name an account, found from its uid, its skins' names and the people it
 * talked to, so deleting the account deletes them. Counters keyed by another person's IP with the
 * account's skin (anonymous messages to its form, visits to its skin) cannot be found this way; they
 * hold only instants and the TTL policy deletes them within a day.
 */
import type { Participante } from '../types';

/** The per-account limits, keyed `{prefix}:{uid}` by the handlers that take them. */
const PER_ACCOUNT = [
  'create-skin',
  'edit-skin',
  'upload-image',
  'chat-burst',
  'chat',
  'uid',
  'export-data',
  'delete-account',
  'report',
  'devices',
  'claim-conversation',
  // Its notices across every inbox.
  'notices',
  'undo',
];

export function accountLimitKeys(uid: string, found: { skins: readonly string[]; others: readonly Participante[] }): string[] {
  const shareOf = (other: Participante) => other.uid ?? `email:${other.chave}`;
  return [
    ...PER_ACCOUNT.map((prefix) => `${prefix}:${uid}`),
    // Its share of the owners' notices, and of each creator's it wrote to, and its messages to their forms.
    `owner-notifications:${uid}`,
    ...found.others.flatMap((other) => [`creator-notifications:${other.chave}:${uid}`, `uid:${uid}@${other.chave}`]),
    // Its own skins' notice budgets, and each sender's share of them.
    ...found.skins.flatMap((skin) => [
      `creator-notifications:${skin}`,
      // Its skins' budgets for replies by e-mail and for asking addresses to confirm.
      ...['reply-mail', 'reply-mail-day', 'reply-confirm', 'reply-confirm-day'].map((prefix) => `${prefix}:${skin}`),
      ...found.others.map((other) => `creator-notifications:${skin}:${shareOf(other)}`),
    ]),
  ];
}
