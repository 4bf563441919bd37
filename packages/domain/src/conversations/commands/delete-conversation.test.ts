import { LIMITS, UNDO_DELETION_MS } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { ChatDoc } from '../../kernel/types';
import type { DocData } from '../../kernel/store/doc-port';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, SECOND_OWNER, T0, type World } from '../../handlers/test-support/world';

const target = { contactId: 'ana_lab', conversationId: 'principal' };

/** Ana's contact with the lab, its principal conversation holding `messages` chat messages. */
async function withConversation(messages: number, collection = paths.chat): Promise<World> {
  const world = createWorld();
  await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
  addMessages(world, messages - 1, collection);
  return world;
}

function addMessages(world: World, count: number, collection = paths.chat, conversationId = 'principal'): void {
  const extra: Record<string, DocData> = {};
  for (let i = 0; i < count; i += 1) {
    const chat: ChatDoc = {
      idChat: `m${i}`,
      mensagem: `mensagem ${i}`,
      data: T0 + i,
      userRemetente: i % 2 ? 'ana' : 'lab',
      idConversa: conversationId,
      nomeRemetente: '',
      fotoRemetente: '',
      uids: [ANA.uid, OWNER.uid],
    };
    extra[`${collection('ana_lab', conversationId)}/m${i}`] = { ...chat };
  }
  world.db.load({ ...world.db.toJSON(), ...extra });
}

function leftovers(world: World): string[] {
  return Object.keys(world.db.toJSON()).filter((path) => path.startsWith('contatos/ana_lab'));
}

/** Past the window Desfazer had, then one run of the sweeper. */
async function afterTheWindow(world: World) {
  world.clock.now += UNDO_DELETION_MS + 1;
  return world.sweep();
}

const UNDO_ID = 'conversa_ana_lab_principal';

describe('deleteConversation', () => {
  it('refuses anonymous callers with unauthenticated and writes nothing', async () => {
    const world = await withConversation(1);
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('deleteConversation', target, { as: null })).toMatchObject({
        code: 'unauthenticated',
        message: MESSAGES.unauthenticated,
      });
    });
  });

  it.each([
    ['the contact id is missing', { conversationId: 'principal' }, MESSAGES.invalidPayload],
    ['an id holds a slash', { contactId: 'ana_lab', conversationId: 'principal/chat' }, MESSAGES.invalidPayload],
    ['an id is a reserved name', { contactId: '__all__', conversationId: 'principal' }, MESSAGES.invalidPayload],
    ['an id is too long', { contactId: 'x'.repeat(400), conversationId: 'principal' }, MESSAGES.invalidPayload],
    ['an unknown field is sent', { ...target, force: true }, `${MESSAGES.unknownField}force`],
  ])('refuses with invalid-argument when %s', async (_case, data, message) => {
    const world = await withConversation(1);
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('deleteConversation', data)).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('refuses with permission-denied a signed-in user who is not a participant', async () => {
    const world = await withConversation(3);
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('deleteConversation', target, { as: BRUNO })).toMatchObject({
        code: 'permission-denied',
        message: MESSAGES.permissionDenied,
      });
    });
  });

  it('refuses with not-found a conversation of which nothing is left', async () => {
    const world = await withConversation(1);
    await world.call('sendContactMessage', { mensagem: 'outra', assunto: 'OUTRO', skin: 'ana' }, { as: ANA });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('deleteConversation', { ...target, conversationId: 'nunca-existiu' })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.conversationNotFound,
      });
      expect(
        await world.refusal('deleteConversation', { contactId: 'ninguem_lab', conversationId: 'principal' }, { as: OWNER }),
      ).toMatchObject({
        code: 'not-found',
      });
    });
  });

  it('after the undo window, deletes all 1,200 messages and the conversation, and the contact when it was the last conversation', async () => {
    const world = await withConversation(1200);
    const batches: number[] = [];
    world.db.beforeCommit = (ops) => {
      batches.push(ops.length);
    };
    expect(world.db.count(paths.chat('ana_lab', 'principal'))).toBe(1200);
    const result = await world.call('deleteConversation', target, { as: ANA });
    expect(result).toEqual({ deletedMessages: 0, contactDeleted: true, undo: { id: UNDO_ID, until: T0 + UNDO_DELETION_MS } });
    // Hidden from both sides at once: no contact, no conversation; the messages wait for the sweep.
    expect(world.db.get(paths.contato('ana_lab'))).toBeNull();
    expect(world.db.get(paths.conversa('ana_lab', 'principal'))).toBeNull();
    expect(await afterTheWindow(world)).toEqual({ finished: [UNDO_ID], failed: [] });
    expect(leftovers(world)).toEqual([]);
    expect(world.db.count(paths.exclusoes())).toBe(0);
    expect(Math.max(...batches)).toBeLessThanOrEqual(LIMITS.deleteBatchSize);
  });

  it('keeps the contact while another conversation remains', async () => {
    const world = await withConversation(2);
    const other = await world.call('sendContactMessage', { mensagem: 'outra', assunto: 'OUTRO', skin: 'ana' }, { as: ANA });
    const result = await world.call('deleteConversation', target, { as: ANA });
    expect(result).toMatchObject({ contactDeleted: false });
    await afterTheWindow(world);
    expect(world.db.get(paths.contato('ana_lab'))).not.toBeNull();
    expect(world.db.get(paths.conversa('ana_lab', other.idConversa))).not.toBeNull();
    expect(world.db.count(paths.chat('ana_lab', 'principal'))).toBe(0);
  });

  it('also deletes messages in the legacy sibling collection chats', async () => {
    const world = await withConversation(1);
    addMessages(world, 3, paths.legacyChats);
    await world.call('deleteConversation', target, { as: ANA });
    await afterTheWindow(world);
    expect(leftovers(world)).toEqual([]);
  });

  it('lets the owner and the second owner delete any conversation', async () => {
    for (const owner of [OWNER, SECOND_OWNER]) {
      const world = await withConversation(2);
      await expect(world.call('deleteConversation', target, { as: owner })).resolves.toMatchObject({ contactDeleted: true });
      await afterTheWindow(world);
      expect(leftovers(world)).toEqual([]);
    }
  });

  it('the sweeper finishes a cascade that stopped half-way, and the conversation stays hidden meanwhile', async () => {
    const world = await withConversation(1200);
    await world.call('deleteConversation', target, { as: ANA });
    let commits = 0;
    world.db.beforeCommit = () => {
      commits += 1;
      if (commits === 2) throw new Error('rede caiu');
    };
    expect(await afterTheWindow(world)).toEqual({ finished: [], failed: [UNDO_ID] });
    expect(world.logger.error).toHaveBeenCalled();
    expect(world.db.count(paths.chat('ana_lab', 'principal'))).toBe(1200 - LIMITS.deleteBatchSize);
    expect(world.db.get(paths.conversa('ana_lab', 'principal'))).toBeNull();
    expect(world.db.get(paths.contato('ana_lab'))).toBeNull();

    world.db.beforeCommit = null;
    expect(await world.sweep()).toEqual({ finished: [UNDO_ID], failed: [] });
    expect(leftovers(world)).toEqual([]);
  });

  it('succeeds on a retry that finds the conversation gone but its contact orphaned', async () => {
    const world = await withConversation(1);
    const all = world.db.toJSON();
    for (const path of Object.keys(all)) if (path.startsWith(paths.conversa('ana_lab', 'principal'))) delete all[path];
    world.db.load(all);
    await expect(world.call('deleteConversation', target, { as: ANA })).resolves.toEqual({
      deletedMessages: 0,
      contactDeleted: true,
      undo: null,
    });
    expect(leftovers(world)).toEqual([]);
  });

  it('succeeds on a retry that finds only messages left, checking permission on the contact', async () => {
    const world = await withConversation(3);
    await world.call('sendContactMessage', { mensagem: 'outra', assunto: 'OUTRO', skin: 'ana' }, { as: ANA });
    world.db.load(
      Object.fromEntries(Object.entries(world.db.toJSON()).filter(([p]) => p !== paths.conversa('ana_lab', 'principal'))),
    );
    expect(await world.refusal('deleteConversation', target, { as: BRUNO })).toMatchObject({ code: 'permission-denied' });
    await expect(world.call('deleteConversation', target, { as: ANA })).resolves.toEqual({
      deletedMessages: 3,
      contactDeleted: false,
      undo: null,
    });
  });

  it('leaves leftovers of a contact that is gone to the owners', async () => {
    const world = await withConversation(2);
    world.db.load(Object.fromEntries(Object.entries(world.db.toJSON()).filter(([p]) => p !== paths.contato('ana_lab'))));
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('deleteConversation', target, { as: ANA })).toMatchObject({ code: 'permission-denied' });
    });
    await expect(world.call('deleteConversation', target, { as: OWNER })).resolves.toMatchObject({ contactDeleted: false });
    await afterTheWindow(world);
    expect(leftovers(world)).toEqual([]);
  });

  it('Existence oracle: answers a stranger the same for a contact that exists and one that does not', async () => {
    const world = await withConversation(2);
    await expectNoWrites(world.db, async () => {
      const existing = await world.refusal('deleteConversation', target, { as: BRUNO });
      const missing = await world.refusal(
        'deleteConversation',
        { contactId: 'ninguem_lab', conversationId: 'principal' },
        { as: BRUNO },
      );
      const missingConversation = await world.refusal(
        'deleteConversation',
        { ...target, conversationId: 'nunca-existiu' },
        { as: BRUNO },
      );
      for (const refusal of [existing, missing, missingConversation]) {
        expect({ code: refusal.code, message: refusal.message }).toEqual({
          code: 'permission-denied',
          message: MESSAGES.permissionDenied,
        });
      }
    });
  });

  it('Chat flood: finishes while a participant keeps sending messages between delete rounds', async () => {
    const world = await withConversation(1200);
    const result = await world.call('deleteConversation', target, { as: ANA });
    const late: Array<Promise<unknown>> = [];
    let sent = 0;
    // Every delete that commits lets one more message through, as a participant typing non-stop would.
    world.db.beforeCommit = (ops) => {
      if (!ops.every((op) => op.kind === 'delete')) return;
      sent += 1;
      late.push(
        world.store.appendChatMessage({
          ...target,
          chat: { idChat: `late-${sent}`, mensagem: 'ainda aqui', userRemetente: 'ana', nomeRemetente: 'Ana', fotoRemetente: '' },
          at: T0 + sent,
        }),
      );
    };
    expect(await afterTheWindow(world)).toEqual({ finished: [UNDO_ID], failed: [] });
    const outcomes = await Promise.all(late);
    world.db.beforeCommit = null;

    expect(result.contactDeleted).toBe(true);
    expect(leftovers(world)).toEqual([]);
    // The conversation was gone from the moment it was deleted: every later message was refused, none left behind.
    expect(outcomes.length).toBeGreaterThan(0);
    expect(new Set(outcomes.map((o) => JSON.stringify(o)))).toEqual(
      new Set([JSON.stringify({ status: 'conversation-not-found' })]),
    );
  });

  it('Chat flood: a sweep outpaced by messages written around the handlers leaves its record, and the next sweep finishes', async () => {
    const world = await withConversation(200);
    await world.call('deleteConversation', target, { as: ANA });
    let n = 0;
    world.db.beforeCommit = (ops) => {
      if (!ops.every((op) => op.kind === 'delete')) return;
      const burst: Record<string, DocData> = {};
      for (let i = 0; i < 150; i += 1) {
        n += 1;
        burst[`${paths.chat('ana_lab', 'principal')}/flood-${n}`] = {
          idChat: `flood-${n}`,
          mensagem: 'spam',
          data: T0 + n,
          userRemetente: 'ana',
          idConversa: 'principal',
          nomeRemetente: '',
          fotoRemetente: '',
          uids: [ANA.uid, OWNER.uid],
        };
      }
      world.db.load({ ...world.db.toJSON(), ...burst });
    };
    // Each batch deleted lets 150 more in: always more than the closing transaction takes.
    expect(await afterTheWindow(world)).toEqual({ finished: [], failed: [UNDO_ID] });
    expect(world.db.get(paths.conversa('ana_lab', 'principal'))).toBeNull();

    world.db.beforeCommit = null;
    expect(await world.sweep()).toEqual({ finished: [UNDO_ID], failed: [] });
    expect(leftovers(world)).toEqual([]);
  });

  it('undo within the window restores everything for both sides; after the window it is refused', async () => {
    const world = await withConversation(3);
    await world.call('sendChatMessage', { ...target, mensagem: 'resposta' }, { as: OWNER });
    const before = world.db.toJSON();
    const { undo } = await world.call('deleteConversation', target, { as: ANA });
    expect(undo).not.toBeNull();
    world.clock.now = undo?.until ?? 0;
    await expect(world.call('undoDeletion', { id: UNDO_ID }, { as: ANA })).resolves.toEqual({ restored: 'conversa' });
    const { [paths.rateLimit(`undo:${ANA.uid}`)]: _limit, ...after } = world.db.toJSON();
    expect(after).toEqual(before);

    await world.call('deleteConversation', target, { as: ANA });
    world.clock.now += UNDO_DELETION_MS + 1;
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('undoDeletion', { id: UNDO_ID }, { as: ANA })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.undoExpired,
      });
    });
  });

  it('undo keeps the contact’s unread totals the sum of its conversations when another stays', async () => {
    const world = await withConversation(2);
    await world.call('sendContactMessage', { mensagem: 'outra', assunto: 'OUTRO', skin: 'ana' }, { as: ANA });
    const before = world.db.get(paths.contato('ana_lab'));
    await world.call('deleteConversation', target, { as: OWNER });
    expect(world.db.get(paths.contato('ana_lab'))).not.toEqual(before);
    await world.call('undoDeletion', { id: UNDO_ID }, { as: OWNER });
    expect(world.db.get(paths.contato('ana_lab'))).toEqual(before);
  });

  it('lets only whoever deleted it, or an owner, undo: the other side and strangers get the answer an absent deletion gets', async () => {
    const world = await withConversation(2);
    await world.call('deleteConversation', target, { as: OWNER });
    await expectNoWrites(world.db, async () => {
      for (const who of [ANA, BRUNO]) {
        expect(await world.refusal('undoDeletion', { id: UNDO_ID }, { as: who })).toMatchObject({
          code: 'not-found',
          message: MESSAGES.deletionNotFound,
        });
      }
      expect(await world.refusal('undoDeletion', { id: 'conversa_ninguem_lab_x' }, { as: ANA })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.deletionNotFound,
      });
    });
    await expect(world.call('undoDeletion', { id: UNDO_ID }, { as: SECOND_OWNER })).resolves.toEqual({ restored: 'conversa' });
  });
});
