/**
 * saveQuickReply and deleteQuickReply: a signed-in account keeps up to 50 quick replies under its
 * own document, each shortcut once; every refusal is in Portuguese, names its field's message and
 * writes nothing, not even the rate-limit counter.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { QUICK_REPLIES_PER_ACCOUNT, quickReplyFieldOf } from '../quick-replies';
import { ANA, BRUNO, OWNER, T0, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const ID = '0b9f4a62-1c3d-4e5f-8a7b-9c0d1e2f3a4b';
const OTHER_ID = '7d1e2f3a-4b5c-4d6e-9f70-8192a3b4c5d6';
const idOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const orcamento = { id: ID, atalho: 'orcamento', texto: 'Olá, {nome}! Segue o orçamento de {assunto}.' };

async function refused(world: World, name: 'saveQuickReply' | 'deleteQuickReply', data: unknown, as = ANA) {
  let answer: { code: string; message: string } = { code: '', message: '' };
  await expectNoWrites(world.db, async () => {
    const refusal = await world.refusal(name, data, { as });
    answer = { code: refusal.code, message: refusal.message };
  });
  return answer;
}

describe('saving a quick reply', () => {
  it('keeps it under the account, and a retry of the same draft (same id) updates it instead of adding one', async () => {
    const world = createWorld();
    const saved = await world.call('saveQuickReply', orcamento, { as: ANA });
    expect(saved).toEqual({ resposta: { ...orcamento, data: T0 } });
    expect(world.db.get(paths.respostaRapida(ANA.uid, ID))).toEqual({ atalho: 'orcamento', texto: orcamento.texto, data: T0 });
    world.clock.now = T0 + 1_000;
    await world.call('saveQuickReply', { ...orcamento, texto: 'Novo texto' }, { as: ANA });
    expect(world.db.query({ collection: paths.respostasRapidas(ANA.uid) })).toEqual([
      expect.objectContaining({ id: ID, data: { atalho: 'orcamento', texto: 'Novo texto', data: T0 + 1_000 } }),
    ]);
  });

  it('lets two accounts use the same shortcut: each list is its own', async () => {
    const world = createWorld();
    await world.call('saveQuickReply', orcamento, { as: ANA });
    await world.call('saveQuickReply', { ...orcamento, id: OTHER_ID }, { as: BRUNO });
    expect(world.db.get(paths.respostaRapida(BRUNO.uid, OTHER_ID))).toMatchObject({ atalho: 'orcamento' });
  });

  it('refuses an anonymous caller before reading the payload', async () => {
    const world = createWorld();
    expect(await refused(world, 'saveQuickReply', orcamento, null as never)).toMatchObject({ code: 'unauthenticated' });
  });

  it.each([
    ['an empty shortcut', { atalho: '' }, MESSAGES.quickReplyShortcutRequired],
    ['a missing shortcut', { atalho: undefined }, MESSAGES.quickReplyShortcutRequired],
    ['capitals', { atalho: 'Orcamento' }, MESSAGES.quickReplyShortcutInvalid],
    ['an accent', { atalho: 'orçamento' }, MESSAGES.quickReplyShortcutInvalid],
    ['a space', { atalho: 'meu orcamento' }, MESSAGES.quickReplyShortcutInvalid],
    ['a slash (a path)', { atalho: '../x' }, MESSAGES.quickReplyShortcutInvalid],
    ['a leading hyphen', { atalho: '-x' }, MESSAGES.quickReplyShortcutInvalid],
    ['31 characters', { atalho: 'a'.repeat(31) }, MESSAGES.quickReplyShortcutInvalid],
    ['an empty text', { texto: '' }, MESSAGES.quickReplyTextRequired],
    ['a blank text', { texto: ' \n\t ' }, MESSAGES.quickReplyTextRequired],
    ['2001 characters of text', { texto: 'a'.repeat(2001) }, MESSAGES.quickReplyTextTooLong],
    ['a bidi override in the text', { texto: 'Olá \u202E' }, MESSAGES.quickReplyTextInvalidChars],
    ['an id that is no draft id', { id: 'users/x' }, MESSAGES.invalidPayload],
    ['a number as text', { texto: 42 }, MESSAGES.invalidPayload],
  ])('refuses %s with its message, writing nothing', async (_case, change, message) => {
    const world = createWorld();
    const answer = await refused(world, 'saveQuickReply', { ...orcamento, ...change });
    expect(answer).toEqual({ code: 'invalid-argument', message });
  });

  it('names the field each refusal is about, so the screen shows it there', () => {
    expect(quickReplyFieldOf(MESSAGES.quickReplyShortcutTaken)).toBe('atalho');
    expect(quickReplyFieldOf(MESSAGES.quickReplyTextTooLong)).toBe('texto');
    expect(quickReplyFieldOf(MESSAGES.quickReplyLimitReached)).toBeNull();
  });

  it('refuses a field it does not know (another account’s uid), writing nothing', async () => {
    const world = createWorld();
    expect(await refused(world, 'saveQuickReply', { ...orcamento, uid: BRUNO.uid })).toEqual({
      code: 'invalid-argument',
      message: `${MESSAGES.unknownField}uid`,
    });
  });

  it('refuses a second reply with a shortcut the account already uses, writing nothing', async () => {
    const world = createWorld();
    await world.call('saveQuickReply', orcamento, { as: ANA });
    expect(await refused(world, 'saveQuickReply', { ...orcamento, id: OTHER_ID, texto: 'Outro' })).toEqual({
      code: 'already-exists',
      message: MESSAGES.quickReplyShortcutTaken,
    });
  });

  it(`keeps ${QUICK_REPLIES_PER_ACCOUNT} at most: the next new one is refused, writing nothing, while editing one still works`, async () => {
    const world = createWorld();
    for (let i = 0; i < QUICK_REPLIES_PER_ACCOUNT; i += 1) {
      await world.call('saveQuickReply', { id: idOf(i), atalho: `r${i}`, texto: `Resposta ${i}` }, { as: OWNER });
    }
    expect(await refused(world, 'saveQuickReply', { id: idOf(99), atalho: 'mais', texto: 'Uma a mais' }, OWNER)).toEqual({
      code: 'resource-exhausted',
      message: MESSAGES.quickReplyLimitReached,
    });
    await world.call('saveQuickReply', { id: idOf(0), atalho: 'r0', texto: 'Editada' }, { as: OWNER });
    expect(world.db.query({ collection: paths.respostasRapidas(OWNER.uid) })).toHaveLength(QUICK_REPLIES_PER_ACCOUNT);
  });

  it('is limited per account, saves and deletes together; the refusal writes nothing', async () => {
    const world = createWorld();
    const { max } = RATE_LIMITS.quickRepliesPerUser;
    for (let i = 0; i < max; i += 1) {
      const call =
        i % 2 === 0
          ? world.call('saveQuickReply', orcamento, { as: ANA })
          : world.call('deleteQuickReply', { id: ID }, { as: ANA });
      await call;
    }
    expect(await refused(world, 'saveQuickReply', orcamento)).toEqual({
      code: 'resource-exhausted',
      message: MESSAGES.quickRepliesRateLimited,
    });
    expect(await refused(world, 'deleteQuickReply', { id: ID })).toEqual({
      code: 'resource-exhausted',
      message: MESSAGES.quickRepliesRateLimited,
    });
    // Another account's share is its own.
    await world.call('saveQuickReply', orcamento, { as: BRUNO });
  });

  it('refuses a blocked account, writing nothing', async () => {
    const world = createWorld();
    await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as: OWNER });
    expect(await refused(world, 'saveQuickReply', orcamento, BRUNO)).toEqual({
      code: 'permission-denied',
      message: MESSAGES.accountBlocked,
    });
    expect(await refused(world, 'deleteQuickReply', { id: ID }, BRUNO)).toMatchObject({ code: 'permission-denied' });
  });
});

describe('deleting a quick reply', () => {
  it('removes the account’s own; another account’s id answers as an unknown one and stays', async () => {
    const world = createWorld();
    await world.call('saveQuickReply', orcamento, { as: ANA });
    expect(await world.call('deleteQuickReply', { id: ID }, { as: BRUNO })).toEqual({ removed: false });
    expect(world.db.get(paths.respostaRapida(ANA.uid, ID))).not.toBeNull();
    expect(await world.call('deleteQuickReply', { id: ID }, { as: ANA })).toEqual({ removed: true });
    expect(world.db.get(paths.respostaRapida(ANA.uid, ID))).toBeNull();
    // A retry after a lost answer is no error.
    expect(await world.call('deleteQuickReply', { id: ID }, { as: ANA })).toEqual({ removed: false });
  });

  it('refuses anonymous callers and malformed ids, writing nothing', async () => {
    const world = createWorld();
    expect(await refused(world, 'deleteQuickReply', { id: ID }, null as never)).toMatchObject({ code: 'unauthenticated' });
    expect(await refused(world, 'deleteQuickReply', { id: '../../x' })).toEqual({
      code: 'invalid-argument',
      message: MESSAGES.invalidPayload,
    });
  });
});
