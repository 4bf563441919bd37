/**
 * A creator's first minutes: the skin the first sign-in drew (`User4242`) becomes hers, at the
 * address her name makes, with her name as its heading, and nothing stays public under the drawn name.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { PaginaDoc, SkinDoc } from '../skin-types';
import { ANA, BRUNO, createWorld, expectNoWrites, NEWCOMER, OWNER, type World } from '../../handlers/test-support/world';

/** A newcomer signed in once: her default skin's name. */
async function signedUp(world: World): Promise<string> {
  const session = await world.call('bootstrapSession', {}, { as: NEWCOMER });
  return session.selected?.username ?? '';
}

const rename = (world: World, data: Record<string, unknown>, as = NEWCOMER) => world.call('renameSkin', data, { as });

describe('renameSkin: the first sign-in’s skin becomes hers', () => {
  it('moves the skin to the address she chose, with her name, and leaves nothing public at User…', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    expect(drawn).toMatch(/^User\d+$/);
    expect(world.db.get(publishedPaths.site(drawn))).not.toBeNull();

    const skin = await rename(world, { skin: drawn, username: 'marina-souza', nomeExibicao: 'Marina Souza' });

    expect(skin).toMatchObject({ username: 'marina-souza', nomeExibicao: 'Marina Souza', is_main: true });
    expect(world.db.get<SkinDoc>(paths.skin(NEWCOMER.uid, skin.id_skins))?.username).toBe('marina-souza');
    expect(world.db.get(paths.username('marina-souza'))).toEqual({ uid: NEWCOMER.uid, skinId: skin.id_skins });
    expect(world.db.get(paths.username(drawn))).toBeNull();
    expect(world.db.get(publishedPaths.site(drawn))).toBeNull();
    expect(world.db.get<{ skin: SkinDoc }>(publishedPaths.site('marina-souza'))?.skin.nomeExibicao).toBe('Marina Souza');
    expect(await world.store.findSkin(drawn)).toBeNull();
  });

  it('starts her from a model: its pages are built on the renamed skin and published at her address', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    const skin = await rename(world, {
      skin: drawn,
      username: 'marina-souza',
      nomeExibicao: 'Marina Souza',
      modelo: 'portfolio-designer',
    });
    const pages = world.db.query<PaginaDoc>({ collection: paths.paginas(NEWCOMER.uid, skin.id_skins) }).map((row) => row.data);
    expect(pages.length).toBeGreaterThan(1);
    const site = world.db.get<{ paginas: unknown[] }>(publishedPaths.site('marina-souza'));
    expect(site?.paginas.length).toBe(pages.length);
    expect(world.db.get(publishedPaths.site(drawn))).toBeNull();
  });

  it('refuses an address someone has (already-exists), writing nothing', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('renameSkin', { skin: drawn, username: 'Ana', nomeExibicao: 'Ana' }, { as: NEWCOMER }),
      ).toMatchObject({ code: 'already-exists', message: MESSAGES.skinNameTaken });
    });
  });

  it('answers a skin that does not exist and one that is someone else’s identically, writing nothing', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    await expectNoWrites(world.db, async () => {
      const data = { username: 'tomada', nomeExibicao: 'Tomada' };
      const absent = await world.refusal('renameSkin', { ...data, skin: 'User1' }, { as: ANA });
      const others = await world.refusal('renameSkin', { ...data, skin: drawn }, { as: ANA });
      const ownerTry = await world.refusal('renameSkin', { ...data, skin: drawn }, { as: OWNER });
      expect({ code: others.code, message: others.message }).toEqual({ code: absent.code, message: absent.message });
      expect(ownerTry).toMatchObject({ code: 'not-found', message: MESSAGES.skinNotFound });
      expect(absent).toMatchObject({ code: 'not-found', message: MESSAGES.skinNotFound });
    });
  });

  it('refuses a skin whose name she already chose: only the drawn name is replaced, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('renameSkin', { skin: 'ana', username: 'ana-2', nomeExibicao: 'Ana' }, { as: ANA }),
      ).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.skinRenameNotDefault,
      });
    });
  });

  it('refuses a skin the moderation hid, writing nothing', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    await world.call('moderateSkin', { skin: drawn, acao: 'ocultar' }, { as: OWNER });
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('renameSkin', { skin: drawn, username: 'limpa', nomeExibicao: 'Limpa' }, { as: NEWCOMER }),
      ).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.skinHidden,
      });
    });
  });

  it('refuses a blocked account, writing nothing', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    await world.call('setAccountBlocked', { uid: NEWCOMER.uid, bloqueado: true }, { as: OWNER });
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal(
        'renameSkin',
        { skin: drawn, username: 'fuga', nomeExibicao: 'Fuga' },
        { as: NEWCOMER },
      );
      // The block hid her skin; the account itself is refused by the callables' wrapper where it runs.
      expect(['permission-denied', 'failed-precondition']).toContain(refusal.code);
    });
  });

  it.each([
    ['a name with a space', 'marina souza', MESSAGES.skinNameInvalid],
    ['a route of the app', 'menu', MESSAGES.skinNameReserved],
    ['the site’s own name', 'lab', MESSAGES.skinNameReserved],
  ])('refuses %s as the address, writing nothing', async (_case, username, message) => {
    const world = createWorld();
    const drawn = await signedUp(world);
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('renameSkin', { skin: drawn, username, nomeExibicao: 'Marina' }, { as: NEWCOMER }),
      ).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it('refuses a display name with a bidi override or over 60 characters, writing nothing', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    await expectNoWrites(world.db, async () => {
      const data = { skin: drawn, username: 'marina' };
      expect(await world.refusal('renameSkin', { ...data, nomeExibicao: 'Mar\u202Eina' }, { as: NEWCOMER })).toMatchObject({
        message: MESSAGES.displayNameForbidden,
      });
      expect(await world.refusal('renameSkin', { ...data, nomeExibicao: 'a'.repeat(61) }, { as: NEWCOMER })).toMatchObject({
        message: MESSAGES.displayNameTooLong,
      });
    });
  });

  it('is limited per account: past the limit it is refused (resource-exhausted), writing nothing', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    // Each rename of a drawn name to another drawn name keeps the skin renamable, to reach the limit.
    let name = drawn;
    for (let i = 0; i < RATE_LIMITS.renameSkinPerUser.max; i += 1) {
      const next = `User${9000 + i}`;
      await rename(world, { skin: name, username: next, nomeExibicao: 'Nina' });
      name = next;
    }
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('renameSkin', { skin: name, username: 'nina', nomeExibicao: 'Nina' }, { as: NEWCOMER }),
      ).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.skinRenameRateLimited,
      });
    });
  });

  it('refuses a model for a skin that holds more than its home page, writing nothing', async () => {
    const world = createWorld();
    const drawn = await signedUp(world);
    await world.call('editSkin', { skin: drawn, change: { kind: 'addPage', nome: 'Sobre mim' } }, { as: NEWCOMER });
    await expectNoWrites(world.db, async () => {
      const data = { skin: drawn, username: 'marina', nomeExibicao: 'Marina', modelo: 'projetos-dev' };
      expect(await world.refusal('renameSkin', data, { as: NEWCOMER })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.skinModelNeedsEmptySkin,
      });
    });
  });
});

describe('checkSkinName: the address her name makes, as she types', () => {
  it('"Marina Souza" makes marina-souza, free', async () => {
    const world = createWorld();
    expect(await world.call('checkSkinName', { nome: 'Marina Souza' }, { as: NEWCOMER })).toEqual({
      endereco: 'marina-souza',
      livre: true,
      sugestao: null,
    });
  });

  it('a taken address gets a free one near it: "Ana" → ana-2', async () => {
    const world = createWorld();
    expect(await world.call('checkSkinName', { nome: 'Ana' }, { as: NEWCOMER })).toEqual({
      endereco: 'ana',
      livre: false,
      sugestao: 'ana-2',
    });
  });

  it('the site’s own name is not free for a person, and gets a suggestion', async () => {
    const world = createWorld();
    expect(await world.call('checkSkinName', { nome: 'Lab' }, { as: BRUNO })).toMatchObject({ livre: false, sugestao: 'lab-2' });
  });

  it('only emoji make no address, and nothing is read or counted', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.call('checkSkinName', { nome: '🎨🎨' }, { as: NEWCOMER })).toEqual({
        endereco: '',
        livre: false,
        sugestao: null,
      });
    });
  });

  it('refuses anonymous callers, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('checkSkinName', { nome: 'Marina' }, { as: null })).toMatchObject({ code: 'unauthenticated' });
    });
  });

  it('is limited per account: past the limit it is refused before any reservation is read', async () => {
    const world = createWorld();
    for (let i = 0; i < RATE_LIMITS.checkSkinNamePerUser.max; i += 1)
      await world.call('checkSkinName', { nome: `m${i}` }, { as: NEWCOMER });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('checkSkinName', { nome: 'Marina' }, { as: NEWCOMER })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.skinNameCheckRateLimited,
      });
    });
  });
});
