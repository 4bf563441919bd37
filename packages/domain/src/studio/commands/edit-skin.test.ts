import { encodeBase64 } from '../../kernel/base64';
import { LIMITS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { CardDoc, ContainerDoc, PaginaDoc, SkinDoc } from '../../skins';
import type { CardFields } from '../card-content';
import type { SkinChange } from '../studio-commands';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, T0, type World } from '../../handlers/test-support/world';
import { publicTree, skinProblems } from '../../handlers/test-support/skin-tree';

const ANA_SKIN = 'skin-ana';
const page = (world: World, pageId: string) => world.db.get<PaginaDoc>(paths.pagina(ANA.uid, ANA_SKIN, pageId));
const card = (world: World, cardId: string) => world.db.get<CardDoc>(`${paths.cards(ANA.uid, ANA_SKIN)}/${cardId}`);

/** A card document as the Store writes it: the fields without the add-ons, which are refs. */
function cardDoc(id: string, card: CardFields): CardDoc {
  const { addOns: _addOns, tipo: _tipo, whatsapp: _whatsapp, pix: _pix, ...rest } = card;
  return { id, ...rest, data: T0 };
}

const fields = (overrides: Partial<CardFields> = {}): CardFields => ({
  name: 'abrigo',
  nomeDescricao: 'Rede Abrigo',
  titulo: 'Rede Abrigo RS',
  descricao: 'Mapa de abrigos nas enchentes.',
  imagem: 'https://img.example/abrigo.png',
  atividade: 'Design',
  criador: 'Ana',
  periodo: '2024',
  linkExterno: 'https://example.com/abrigo',
  addOns: ['figma'],
  ...overrides,
});

/** Ana's change to her own skin; the created id (page, container, card) or null. */
async function edit(world: World, change: SkinChange, as = ANA, skin = 'ana'): Promise<string | null> {
  return (await world.call('editSkin', { skin, change }, { as })).createdId;
}

function refusal(world: World, change: unknown, as = ANA, skin = 'ana') {
  return world.refusal('editSkin', { skin, change }, { as });
}

/** Ana's skin with a page "portfolio" holding one container with two cards. */
async function built(): Promise<{ world: World; container: string; first: string; second: string }> {
  const world = createWorld();
  await edit(world, { kind: 'addPage', nome: 'portfolio' });
  const container = (await edit(world, { kind: 'addContainer', pageId: 'portfolio', titulo: 'Projetos' })) ?? '';
  const first = (await edit(world, { kind: 'addCard', containerId: container, card: fields({ titulo: 'Primeiro' }) })) ?? '';
  const second = (await edit(world, { kind: 'addCard', containerId: container, card: fields({ titulo: 'Segundo' }) })) ?? '';
  return { world, container, first, second };
}

const titles = (world: World, pageId = 'portfolio') =>
  publicTree(world.db, 'ana')
    ?.find((p) => p.id === pageId)
    ?.containers.map((c) => [c.titulo, c.cards.map((k) => k.titulo)]);

describe('editSkin: who may change a skin', () => {
  it('refuses anonymous callers with unauthenticated, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addPage', nome: 'x' }, null as never)).toMatchObject({ code: 'unauthenticated' });
    });
  });

  it('answers a skin that does not exist and one that is someone else’s identically: not-found, "Skin não encontrada."', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const absent = await refusal(world, { kind: 'addPage', nome: 'x' }, ANA, 'ninguem');
      const others = await refusal(world, { kind: 'addPage', nome: 'x' }, ANA, 'bruno');
      expect({ code: others.code, message: others.message }).toEqual({ code: absent.code, message: absent.message });
      expect(absent).toMatchObject({ code: 'not-found', message: MESSAGES.skinNotFound });
    });
  });

  it('names the skin case-insensitively, like its reservation', async () => {
    const world = createWorld();
    await edit(world, { kind: 'addPage', nome: 'portfolio' }, ANA, 'ANA');
    expect(page(world, 'portfolio')).toMatchObject({ id_pagina: 'portfolio' });
  });

  it('lets an owner change any skin', async () => {
    const world = createWorld();
    await edit(world, { kind: 'addPage', nome: 'portfolio' }, OWNER, 'bruno');
    expect(world.db.get(paths.pagina(BRUNO.uid, 'skin-bruno', 'portfolio'))).toMatchObject({ id_pagina: 'portfolio' });
  });

  it('counts a non-owner’s changes: beyond 600 an hour they are refused, writing nothing; owners are not counted', async () => {
    const world = createWorld();
    world.db.load({
      ...world.db.toJSON(),
      [paths.rateLimit(`edit-skin:${ANA.uid}`)]: {
        hits: Array.from({ length: RATE_LIMITS.editSkinPerUser.max }, () => T0 - 1000),
        expiresAt: T0 + 60_000,
      },
    });
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addPage', nome: 'x' })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.studioRateLimited,
      });
    });
    await edit(world, { kind: 'addPage', nome: 'x' }, OWNER);
    expect(world.db.get(paths.rateLimit(`edit-skin:${OWNER.uid}`))).toBeNull();
  });
});

describe('editSkin: a user cannot change another user’s skin through any kind of change; owners can', () => {
  const changes: SkinChange[] = [
    { kind: 'updateSkin', theme: 'sunshine' },
    { kind: 'addPage', nome: 'invasao' },
    { kind: 'renamePage', pageId: 'home', nome: 'Invadida' },
    { kind: 'updatePage', pageId: 'home', conteudo: 'invadida' },
    { kind: 'movePage', pageId: 'home', toIndex: 0 },
    { kind: 'setMainPage', pageId: 'home' },
    { kind: 'deletePage', pageId: 'sobre' },
    { kind: 'addContainer', pageId: 'home', titulo: 'X' },
    { kind: 'updateContainer', containerId: 'ct-bruno', titulo: 'X' },
    { kind: 'moveContainer', pageId: 'home', containerId: 'ct-bruno', toIndex: 0 },
    { kind: 'placeContainer', containerId: 'ct-bruno', pageId: 'sobre' },
    { kind: 'unplaceContainer', containerId: 'ct-bruno', pageId: 'home' },
    { kind: 'deleteContainer', containerId: 'ct-bruno' },
    { kind: 'addCard', containerId: 'ct-bruno', card: fields() },
    { kind: 'updateCard', cardId: 'card-bruno', card: fields() },
    { kind: 'moveCard', cardId: 'card-bruno', fromContainerId: 'ct-bruno', toContainerId: 'ct-bruno', toIndex: 0 },
    { kind: 'duplicateCard', cardId: 'card-bruno', containerId: 'ct-bruno' },
    { kind: 'deleteCard', cardId: 'card-bruno' },
  ];

  /** Bruno's skin with a second page, a container on home and a card in it. */
  async function brunoBuilt(): Promise<World> {
    const world = createWorld();
    const base = paths.skin(BRUNO.uid, 'skin-bruno');
    const sobre: PaginaDoc = { id_pagina: 'sobre', nome: 'Sobre', conteudo: '', data: T0, is_main: false, orderBy: 'default' };
    const container: ContainerDoc = { id_container: 'ct-bruno', titulo: 'Obras', iconUrl: '', order: 0 };
    world.db.load({
      ...world.db.toJSON(),
      [`${base}/paginas/sobre`]: { ...sobre },
      [`${base}/containers/ct-bruno`]: { ...container },
      [`${base}/paginas/home/containerRefs/ref-1`]: { containerRefId: 'ct-bruno', id_pagina: 'home', id_skins: 'skin-bruno' },
      [`${base}/cards/card-bruno`]: { ...cardDoc('card-bruno', fields()) },
      [`${base}/containers/ct-bruno/cardRefs/ref-2`]: { id_card: 'card-bruno', id_container: 'ct-bruno', id_skins: 'skin-bruno' },
    });
    return world;
  }

  it.each(changes.map((change) => [change.kind, change] as const))(
    '%s: refused to Ana, writing nothing',
    async (_kind, change) => {
      const world = await brunoBuilt();
      await expectNoWrites(world.db, async () => {
        expect(await refusal(world, change, ANA, 'bruno')).toMatchObject({ code: 'not-found', message: MESSAGES.skinNotFound });
      });
    },
  );

  it.each(changes.map((change) => [change.kind, change] as const))('%s: made for an owner', async (_kind, change) => {
    const world = await brunoBuilt();
    const before = world.db.toJSON();
    await edit(world, change, OWNER, 'bruno');
    if (change.kind !== 'movePage' && change.kind !== 'setMainPage') expect(world.db.toJSON()).not.toEqual(before);
    expect(skinProblems(world.db, BRUNO.uid, 'skin-bruno')).toEqual([]);
  });
});

describe('editSkin: skin settings', () => {
  it('sets the theme (or none), the icon and the profile text, which is the main page’s text', async () => {
    const world = createWorld();
    await edit(world, { kind: 'updateSkin', theme: 'sunshine', iconSkin: 'https://img.example/eu.png', profileText: 'Olá!' });
    expect(world.db.get<SkinDoc>(paths.skin(ANA.uid, ANA_SKIN))).toMatchObject({
      theme: 'sunshine',
      iconSkin: 'https://img.example/eu.png',
    });
    expect(page(world, 'home')?.conteudo).toBe('Olá!');
    await edit(world, { kind: 'updateSkin', theme: '' });
    expect(world.db.get<SkinDoc>(paths.skin(ANA.uid, ANA_SKIN))?.theme).toBe('');
  });

  it.each([
    ['an unknown theme', { kind: 'updateSkin', theme: 'NEON' }, MESSAGES.skinThemeInvalid],
    ['a javascript: icon', { kind: 'updateSkin', iconSkin: 'javascript:alert(1)' }, MESSAGES.imageUrlInvalid],
    ['an http icon', { kind: 'updateSkin', iconSkin: 'http://img.example/a.png' }, MESSAGES.imageUrlInvalid],
    ['an empty icon', { kind: 'updateSkin', iconSkin: '' }, MESSAGES.imageUrlInvalid],
    ['a profile text too long', { kind: 'updateSkin', profileText: 'x'.repeat(2001) }, MESSAGES.pageContentTooLong],
    ['a field the kind does not have', { kind: 'updateSkin', is_main: true }, `${MESSAGES.unknownField}is_main`],
    ['an unknown kind', { kind: 'hack' }, MESSAGES.invalidPayload],
  ])('refuses %s with invalid-argument, writing nothing', async (_case, change, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, change)).toMatchObject({ code: 'invalid-argument', message });
    });
  });
});

describe('editSkin: pages', () => {
  it('adds a page whose name is its address, empty, not main, after the others', async () => {
    const world = createWorld();
    expect(await edit(world, { kind: 'addPage', nome: ' portfolio ' })).toBe('portfolio');
    expect(page(world, 'portfolio')).toEqual({
      id_pagina: 'portfolio',
      nome: 'portfolio',
      conteudo: '',
      data: T0,
      is_main: false,
      // After the main page: an order key that sorts after its key.
      orderBy: expect.stringMatching(/^a/),
    });
    const home = page(world, 'home')?.orderBy ?? '';
    expect(home < (page(world, 'portfolio')?.orderBy ?? '')).toBe(true);
    expect(publicTree(world.db, 'ana')?.map((p) => p.id)).toEqual(['home', 'portfolio']);
  });

  it.each([
    ['no name', '', MESSAGES.pageNameRequired],
    ['nothing but punctuation', '--/--', MESSAGES.pageNameNoLetters],
    ['41 characters', 'x'.repeat(41), MESSAGES.pageLabelInvalid],
    ['the card route', 'card', MESSAGES.pageNameReserved],
    ['the studio route', 'Editar', MESSAGES.pageNameReserved],
    ['the menu route', 'menu', MESSAGES.pageNameReserved],
  ])('refuses a page name with %s, writing nothing', async (_case, nome, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addPage', nome })).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it.each([
    ['upper-case letters', 'Portfolio', 'portfolio'],
    ['a space', 'meu portfolio', 'meu-portfolio'],
    ['an accent', 'página', 'pagina'],
    ['a leading and a trailing dash', '-x-', 'x'],
    ['a slash', 'a/b', 'a-b'],
    ['31 characters', 'x'.repeat(31), 'x'.repeat(30)],
    ['a Firestore-reserved id', '__x__', 'x'],
  ])('makes a page name with %s an address, keeping the name as typed', async (_case, nome, slug) => {
    const world = createWorld();
    expect(await edit(world, { kind: 'addPage', nome })).toBe(slug);
    expect(page(world, slug)?.nome).toBe(nome);
  });

  it('refuses a name the skin already has (already-exists) and a 21st page (resource-exhausted), writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addPage', nome: 'home' })).toMatchObject({
        code: 'already-exists',
        message: MESSAGES.pageNameTaken,
      });
    });
    for (let i = 1; i < LIMITS.pagesPerSkin; i += 1) await edit(world, { kind: 'addPage', nome: `p${i}` });
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addPage', nome: 'demais' })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.pageLimitReached,
      });
    });
  });

  it('renames the tab label only: the address stays, so old links keep working', async () => {
    const world = createWorld();
    await edit(world, { kind: 'addPage', nome: 'portfolio' });
    await edit(world, { kind: 'renamePage', pageId: 'portfolio', nome: 'Meus trabalhos' });
    expect(page(world, 'portfolio')).toMatchObject({ id_pagina: 'portfolio', nome: 'Meus trabalhos' });
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'renamePage', pageId: 'portfolio', nome: '  ' })).toMatchObject({
        message: MESSAGES.pageLabelInvalid,
      });
      expect(await refusal(world, { kind: 'renamePage', pageId: 'nada', nome: 'X' })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.pageNotFound,
      });
    });
  });

  it('updates a page’s text', async () => {
    const world = createWorld();
    await edit(world, { kind: 'updatePage', pageId: 'home', conteudo: 'Bem-vindo' });
    expect(page(world, 'home')?.conteudo).toBe('Bem-vindo');
  });

  it('moves a page, and the public tab bar follows the stored order', async () => {
    const world = createWorld();
    for (const nome of ['a', 'b', 'c']) await edit(world, { kind: 'addPage', nome });
    await edit(world, { kind: 'movePage', pageId: 'c', toIndex: 0 });
    expect(publicTree(world.db, 'ana')?.map((p) => p.id)).toEqual(['c', 'home', 'a', 'b']);
    await edit(world, { kind: 'movePage', pageId: 'c', toIndex: 99 });
    expect(publicTree(world.db, 'ana')?.map((p) => p.id)).toEqual(['home', 'a', 'b', 'c']);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'movePage', pageId: 'a', toIndex: -1 })).toMatchObject({
        message: MESSAGES.positionInvalid,
      });
      expect(await refusal(world, { kind: 'movePage', pageId: 'a', toIndex: 1.5 })).toMatchObject({
        message: MESSAGES.positionInvalid,
      });
      expect(await refusal(world, { kind: 'movePage', pageId: 'nada', toIndex: 0 })).toMatchObject({ code: 'not-found' });
    });
  });

  it('keeps exactly one main page: setting another one unsets home', async () => {
    const world = createWorld();
    await edit(world, { kind: 'addPage', nome: 'portfolio' });
    await edit(world, { kind: 'setMainPage', pageId: 'portfolio' });
    expect(page(world, 'portfolio')?.is_main).toBe(true);
    expect(page(world, 'home')?.is_main).toBe(false);
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'setMainPage', pageId: 'nada' })).toMatchObject({ code: 'not-found' });
    });
  });

  it('deletes a page with its container refs; the containers stay; the main page cannot be deleted', async () => {
    const { world, container } = await built();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'deletePage', pageId: 'home' })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.mainPageUndeletable,
      });
    });
    await edit(world, { kind: 'deletePage', pageId: 'portfolio' });
    expect(page(world, 'portfolio')).toBeNull();
    expect(world.db.count(paths.containerRefs(ANA.uid, ANA_SKIN, 'portfolio'))).toBe(0);
    expect(world.db.get(`${paths.containers(ANA.uid, ANA_SKIN)}/${container}`)).not.toBeNull();
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });
});

describe('editSkin: containers', () => {
  it('adds a container at the end of a page, with id_skins on its ref', async () => {
    const { world, container } = await built();
    const second = await edit(world, { kind: 'addContainer', pageId: 'portfolio', titulo: ' Contato ' });
    expect(titles(world)).toEqual([
      ['Projetos', ['Primeiro', 'Segundo']],
      ['Contato', []],
    ]);
    expect(world.db.get(`${paths.containerRefs(ANA.uid, ANA_SKIN, 'portfolio')}/${second}`)).toEqual({
      containerRefId: second,
      id_pagina: 'portfolio',
      id_skins: ANA_SKIN,
      order: expect.any(String),
    });
    expect(container).not.toBe(second);
  });

  it('asks for a title instead of adding an untitled container, writing nothing', async () => {
    const world = createWorld();
    for (const titulo of ['', '   ']) {
      await expectNoWrites(world.db, async () => {
        expect(await refusal(world, { kind: 'addContainer', pageId: 'home', titulo })).toMatchObject({
          code: 'invalid-argument',
          message: MESSAGES.containerTitleRequired,
        });
      });
    }
  });

  it('refuses a container on a missing page, a title too long and a 61st container, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addContainer', pageId: 'nada', titulo: 'X' })).toMatchObject({ code: 'not-found' });
      expect(await refusal(world, { kind: 'addContainer', pageId: 'home', titulo: 'x'.repeat(81) })).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.containerTitleTooLong,
      });
    });
    for (let i = 0; i < LIMITS.containersPerSkin; i += 1)
      await edit(world, { kind: 'addContainer', pageId: 'home', titulo: `c${i}` });
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addContainer', pageId: 'home', titulo: 'demais' })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.containerLimitReached,
      });
    });
  });

  it('updates a container’s title and icon (https only)', async () => {
    const { world, container } = await built();
    await edit(world, { kind: 'updateContainer', containerId: container, titulo: 'Obras', iconUrl: 'https://img.example/i.svg' });
    expect(world.db.get(`${paths.containers(ANA.uid, ANA_SKIN)}/${container}`)).toMatchObject({
      titulo: 'Obras',
      iconUrl: 'https://img.example/i.svg',
    });
    await expectNoWrites(world.db, async () => {
      expect(
        await refusal(world, { kind: 'updateContainer', containerId: container, iconUrl: 'data:text/html,<b>' }),
      ).toMatchObject({
        message: MESSAGES.imageUrlInvalid,
      });
      expect(await refusal(world, { kind: 'updateContainer', containerId: 'nada', titulo: 'X' })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.containerNotFound,
      });
    });
  });

  it('reorders containers within a page, places one on another page and takes it off again', async () => {
    const { world, container } = await built();
    const other = (await edit(world, { kind: 'addContainer', pageId: 'portfolio', titulo: 'Contato' })) ?? '';
    await edit(world, { kind: 'moveContainer', pageId: 'portfolio', containerId: other, toIndex: 0 });
    expect(titles(world)?.map(([t]) => t)).toEqual(['Contato', 'Projetos']);

    await edit(world, { kind: 'placeContainer', containerId: container, pageId: 'home' });
    expect(titles(world, 'home')?.map(([t]) => t)).toEqual(['Projetos']);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'placeContainer', containerId: container, pageId: 'home' })).toMatchObject({
        code: 'already-exists',
        message: MESSAGES.containerAlreadyOnPage,
      });
      expect(await refusal(world, { kind: 'moveContainer', pageId: 'home', containerId: other, toIndex: 0 })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.containerNotOnPage,
      });
    });
    await edit(world, { kind: 'unplaceContainer', containerId: container, pageId: 'home' });
    expect(titles(world, 'home')).toEqual([]);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'unplaceContainer', containerId: container, pageId: 'home' })).toMatchObject({
        message: MESSAGES.containerNotOnPage,
      });
    });
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('deletes a container from every page with its card refs; its cards go unless another container holds them', async () => {
    const { world, container, first, second } = await built();
    const other = (await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Destaques' })) ?? '';
    await edit(world, { kind: 'placeContainer', containerId: container, pageId: 'home' });
    await edit(world, { kind: 'moveCard', cardId: first, fromContainerId: container, toContainerId: other, toIndex: 0 });
    await edit(world, { kind: 'duplicateCard', cardId: second, containerId: container });
    // `second` now sits in `container` only; put it in `other` too so it outlives the delete.
    await edit(world, { kind: 'moveCard', cardId: second, fromContainerId: container, toContainerId: other, toIndex: 1 });
    await edit(world, { kind: 'deleteContainer', containerId: container });
    expect(world.db.get(`${paths.containers(ANA.uid, ANA_SKIN)}/${container}`)).toBeNull();
    expect(titles(world, 'home')).toEqual([['Destaques', ['Primeiro', 'Segundo']]]);
    expect(titles(world)).toEqual([]);
    expect(world.db.count(paths.cards(ANA.uid, ANA_SKIN)) > 0).toBe(true);
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'deleteContainer', containerId: container })).toMatchObject({ code: 'not-found' });
    });
  });
});

describe('editSkin: cards', () => {
  it('adds a card with every field the public card shows, and its add-on icons in order', async () => {
    const { world, container } = await built();
    const id =
      (await edit(world, {
        kind: 'addCard',
        containerId: container,
        card: fields({ titulo: 'Terceiro', addOns: ['react', 'figma'] }),
      })) ?? '';
    expect(card(world, id)).toEqual(cardDoc(id, fields({ titulo: 'Terceiro' })));
    const tree = publicTree(world.db, 'ana');
    const shown = tree?.find((p) => p.id === 'portfolio')?.containers[0]?.cards.at(-1);
    expect(shown).toMatchObject({ titulo: 'Terceiro', addOns: ['react', 'figma'] });
  });

  it.each([
    ['a javascript: link', fields({ linkExterno: 'javascript:alert(1)' }), MESSAGES.linkInvalid],
    ['an ftp link', fields({ linkExterno: 'ftp://example.com/x' }), MESSAGES.linkInvalid],
    ['an http image', fields({ imagem: 'http://img.example/a.png' }), MESSAGES.imageUrlInvalid],
    ['a data: URL that is not an image', fields({ imagem: 'data:text/html;base64,PGI+' }), MESSAGES.imageUrlInvalid],
    [
      'a data: PNG whose bytes are text',
      fields({ imagem: `data:image/png;base64,${encodeBase64(new TextEncoder().encode('não é png'))}` }),
      MESSAGES.imageUrlInvalid,
    ],
    ['a description too long', fields({ descricao: 'x'.repeat(4001) }), MESSAGES.cardFieldTooLong],
    ['a title too long', fields({ titulo: 'x'.repeat(121) }), MESSAGES.cardFieldTooLong],
    ['13 add-ons', fields({ addOns: Array.from({ length: 13 }, (_, i) => `a${i}`) }), MESSAGES.addOnLimitReached],
  ])('refuses a card with %s (invalid-argument), writing nothing', async (_case, card, message) => {
    const { world, container } = await built();
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addCard', containerId: container, card })).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it('accepts an http link, an empty image and link, and an image uploaded inline (the demo)', async () => {
    const { world, container } = await built();
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    const inline = `data:image/png;base64,${encodeBase64(png)}`;
    await edit(world, {
      kind: 'addCard',
      containerId: container,
      card: fields({ linkExterno: 'http://example.com', imagem: '' }),
    });
    await edit(world, { kind: 'addCard', containerId: container, card: fields({ linkExterno: '', imagem: inline }) });
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('refuses an unknown add-on, a missing container and a 301st card (added or copied), writing nothing', async () => {
    const { world, container, first } = await built();
    await expectNoWrites(world.db, async () => {
      expect(
        await refusal(world, { kind: 'addCard', containerId: container, card: fields({ addOns: ['cobol'] }) }),
      ).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.addOnUnknown,
      });
      expect(await refusal(world, { kind: 'addCard', containerId: 'nada', card: fields() })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.containerNotFound,
      });
    });
    const all = world.db.toJSON();
    for (let i = 2; i < LIMITS.cardsPerSkin; i += 1) all[`${paths.cards(ANA.uid, ANA_SKIN)}/filler-${i}`] = { id: `filler-${i}` };
    world.db.load(all);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'addCard', containerId: container, card: fields() })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.cardLimitReached,
      });
      expect(await refusal(world, { kind: 'duplicateCard', cardId: first, containerId: container })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.cardLimitReached,
      });
    });
  });

  it('updates a card’s fields and replaces its add-on refs', async () => {
    const { world, first } = await built();
    await edit(world, { kind: 'updateCard', cardId: first, card: fields({ titulo: 'Novo título', addOns: ['react'] }) });
    expect(card(world, first)).toMatchObject({ titulo: 'Novo título', data: T0 });
    expect(world.db.query({ collection: paths.addOnsRefs(ANA.uid, ANA_SKIN, first) }).map((d) => d.data)).toEqual([
      { id_add: 'react', id_card: first, id_skins: ANA_SKIN, order: expect.any(String) },
    ]);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'updateCard', cardId: 'nada', card: fields() })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.cardNotFound,
      });
    });
  });

  it('reorders cards within a container and moves one to another container', async () => {
    const { world, container, first } = await built();
    await edit(world, { kind: 'moveCard', cardId: first, fromContainerId: container, toContainerId: container, toIndex: 1 });
    expect(titles(world)).toEqual([['Projetos', ['Segundo', 'Primeiro']]]);
    const other = (await edit(world, { kind: 'addContainer', pageId: 'portfolio', titulo: 'Outros' })) ?? '';
    await edit(world, { kind: 'moveCard', cardId: first, fromContainerId: container, toContainerId: other, toIndex: 0 });
    expect(titles(world)).toEqual([
      ['Projetos', ['Segundo']],
      ['Outros', ['Primeiro']],
    ]);
    await expectNoWrites(world.db, async () => {
      expect(
        await refusal(world, { kind: 'moveCard', cardId: first, fromContainerId: container, toContainerId: other, toIndex: 0 }),
      ).toMatchObject({ code: 'failed-precondition', message: MESSAGES.cardNotInContainer });
      expect(
        await refusal(world, { kind: 'moveCard', cardId: first, fromContainerId: other, toContainerId: 'nada', toIndex: 0 }),
      ).toMatchObject({ code: 'not-found', message: MESSAGES.containerNotFound });
    });
  });

  it('duplicates a card with its add-ons right after the original', async () => {
    const { world, container, first } = await built();
    const copy = (await edit(world, { kind: 'duplicateCard', cardId: first, containerId: container })) ?? '';
    expect(titles(world)).toEqual([['Projetos', ['Primeiro', 'Primeiro', 'Segundo']]]);
    expect(card(world, copy)).toMatchObject({ id: copy, titulo: 'Primeiro' });
    expect(world.db.count(paths.addOnsRefs(ANA.uid, ANA_SKIN, copy))).toBe(1);
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('deletes a card with its refs in every container and its add-on refs', async () => {
    const { world, container, first } = await built();
    const other = (await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Outros' })) ?? '';
    await edit(world, { kind: 'deleteCard', cardId: first });
    expect(card(world, first)).toBeNull();
    expect(world.db.count(paths.addOnsRefs(ANA.uid, ANA_SKIN, first))).toBe(0);
    expect(titles(world)).toEqual([['Projetos', ['Segundo']]]);
    expect(other).not.toBe(container);
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'deleteCard', cardId: first })).toMatchObject({ code: 'not-found' });
    });
  });
});

describe('Done when: a portfolio page built in the studio is what a visitor sees', () => {
  it('page "portfolio", a container, a card with an uploaded image and a link; deleting the page takes it away', async () => {
    const world = createWorld();
    await edit(world, { kind: 'addPage', nome: 'portfolio' });
    const container = (await edit(world, { kind: 'addContainer', pageId: 'portfolio', titulo: 'Trabalhos' })) ?? '';
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    const { url } = await world.call('uploadSkinImage', { skin: 'ana', contentType: 'image/png', base64: encodeBase64(png) });
    await edit(world, {
      kind: 'addCard',
      containerId: container,
      card: fields({
        titulo: 'Cartaz',
        descricao: 'Um cartaz de verão.',
        imagem: url,
        linkExterno: 'https://example.com/cartaz',
      }),
    });

    const portfolio = publicTree(world.db, 'ana')?.find((p) => p.id === 'portfolio');
    expect(portfolio?.containers).toEqual([
      {
        id: container,
        titulo: 'Trabalhos',
        cards: [
          expect.objectContaining({
            titulo: 'Cartaz',
            descricao: 'Um cartaz de verão.',
            imagem: url,
            linkExterno: 'https://example.com/cartaz',
          }),
        ],
      },
    ]);

    await edit(world, { kind: 'deletePage', pageId: 'portfolio' });
    expect(publicTree(world.db, 'ana')?.find((p) => p.id === 'portfolio')).toBeUndefined();
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });
});
