/**
 * A message's notices come after its commit: the message's transaction writes only its conversation's
 * documents and its sender's limits, leaving a pending notice that the trigger (here, the world's
 * drain) settles once. A retried trigger sends nothing twice, and the site's notice budget, which
 * every visitor of every form may reach, is kept in shards.
 */
import { OWNER_NOTIFICATIONS_PER_HOUR } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { MailDoc } from '../mail-doc';
import type { RateLimitDoc } from '../../kernel/types';
import { noticeMailId, sendMessageNotices } from './message-notices';
import { createMemoryStore } from '../../memory';
import type { Store } from '../../store';
import { createWorld, OWNER, SECOND_OWNER, type World } from '../../handlers/test-support/world';

const notices = (world: World) =>
  world.db.query<MailDoc>({ collection: paths.mails() }).filter((m) => m.data.tipo === 'notificacao');
/** The site's own budget, in one document or its shards (not a sender's share of it, `owner-notifications:...`). */
const budgetDocs = (world: World) =>
  world.db.query<RateLimitDoc>({ collection: 'rateLimits' }).filter((d) => /^owner-notifications(#\d+)?$/.test(d.id));

/** A visitor of the site's own form, with their own address and client. */
function visit(world: World, i: number) {
  const data = { mensagem: `Olá, sou a visita ${i}`, email: `visita${i}@exemplo.com` };
  return world.call('sendContactMessage', data, { as: null, ip: `198.51.${i >> 8}.${i & 255}` });
}

describe('a message’s notices, after its commit', () => {
  it('a contact message commits without the site’s notice budget or any e-mail: its notice is left pending', async () => {
    const world = createWorld({ notices: 'held' });
    const { idContato, idConversa } = await visit(world, 1);

    expect(notices(world)).toEqual([]);
    expect(budgetDocs(world)).toEqual([]);
    const [pending] = world.db.query({ group: 'avisos' });
    expect(pending?.path).toMatch(new RegExp(`^${paths.conversa(idContato, idConversa)}/avisos/`));

    await world.drain();
    expect(notices(world).map((m) => m.data.idContato)).toEqual([idContato]);
    expect(world.db.query({ group: 'avisos' })).toEqual([]);
    // Counted on one shard of the site's budget, never on a document every message would write.
    expect(budgetDocs(world).map((d) => d.id)).toEqual([expect.stringMatching(/^owner-notifications#\d$/)]);
  });

  it('a retried trigger sends nothing twice: settled again, or twice at once, one e-mail and one push', async () => {
    const world = createWorld({ notices: 'held' });
    const { idContato, idConversa } = await visit(world, 1);
    const [pending] = world.db.query({ group: 'avisos' });
    const ref = { idContato, idConversa, idAviso: pending?.id ?? '' };

    await Promise.all([sendMessageNotices(world.deps, ref), sendMessageNotices(world.deps, ref)]);
    await sendMessageNotices(world.deps, ref);
    expect(notices(world).map((m) => m.id)).toEqual([noticeMailId(ref)]);

    // The owners with a device: one push for the next visitor, however often its notice runs.
    await world.call('registerDevice', { token: 'fcm:owner-phone-0001' }, { as: OWNER });
    const second = await visit(world, 2);
    const [next] = world.db.query({ group: 'avisos' });
    const nextRef = { idContato: second.idContato, idConversa: second.idConversa, idAviso: next?.id ?? '' };
    await Promise.all([sendMessageNotices(world.deps, nextRef), sendMessageNotices(world.deps, nextRef)]);
    await sendMessageNotices(world.deps, nextRef);
    expect(world.push.deliveries.map((d) => d.token)).toEqual(['fcm:owner-phone-0001']);
  });

  it('a burst of visitors to the site’s form spreads the owners’ budget over its shards, and stops at the budget', async () => {
    const world = createWorld();
    const max = OWNER_NOTIFICATIONS_PER_HOUR.max;
    const sent = [];
    for (let i = 0; i < max + 5; i += 1) sent.push(await visit(world, i));

    expect(notices(world)).toHaveLength(max);
    expect(new Set(notices(world).map((m) => m.data.idContato)).size).toBe(max);
    const shards = budgetDocs(world);
    expect(shards.length).toBeGreaterThan(1);
    expect(shards.every((d) => d.id.startsWith('owner-notifications#'))).toBe(true);
    expect(shards.reduce((sum, d) => sum + d.data.hits.length, 0)).toBe(max);
    // Every message is stored, with or without its notice.
    for (const { idContato, idConversa } of sent) expect(world.db.get(paths.conversa(idContato, idConversa))).not.toBeNull();
  });

  it('a conversation deleted before its notice was settled tells nobody', async () => {
    const world = createWorld({ notices: 'held' });
    const { idContato, idConversa } = await visit(world, 1);
    await world.store.deleteConversation(idContato, idConversa);
    await world.drain();
    expect(notices(world)).toEqual([]);
    expect(world.db.query({ group: 'avisos' })).toEqual([]);
  });

  it('a notice whose e-mail could not be queued is carried out as it was decided, though the owners got devices since', async () => {
    let failures = 1;
    const world = createWorld({
      notices: 'held',
      store: (db) => {
        const store = createMemoryStore(db);
        // The decision is taken and recorded; carrying it out fails once, as a trigger's run may.
        const failOnce: Store['carryOutNotice'] = async (input) => {
          if (failures-- > 0) throw new Error('the outbox is down');
          return store.carryOutNotice(input);
        };
        return { ...store, carryOutNotice: failOnce };
      },
    });
    await visit(world, 1);
    await expect(world.drain()).rejects.toThrow('the outbox is down');

    // Both owners install the inbox: a decision taken now would push them and send no e-mail.
    await world.call('registerDevice', { token: 'fcm:owner-phone-0001' }, { as: OWNER });
    await world.call('registerDevice', { token: 'fcm:partner-phone-01' }, { as: SECOND_OWNER });
    await world.drain();

    expect(notices(world)).toHaveLength(1);
    expect(world.push.deliveries).toEqual([]);
    expect(world.db.query({ group: 'avisos' })).toEqual([]);
  });
});
