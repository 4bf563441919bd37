/**
 * A skin from a file (importSkin), a copy (duplicateSkin) and a model (createSkin with `modelo`): one
 * path, held to every rule of the studio; a refused file names what is wrong and writes nothing.
 */
import { LIMITS, MESSAGES, paths, SKIN_MODELS, skinFileOf, type SkinFile } from '@lab/domain';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, type World } from './test-support/world';

/** A small skin in the file's format: two pages, a container of two cards and a form. */
function sampleFile(): SkinFile {
  const card = (name: string) => ({
    name,
    nomeDescricao: '',
    titulo: `Título ${name}`,
    descricao: 'Descrição',
    imagem: '/seed/projeto-1.svg',
    atividade: '',
    criador: '',
    periodo: '2025',
    linkExterno: 'https://example.com',
    addOns: ['figma'],
  });
  return {
    formato: 'lab-skin',
    versao: 1,
    skin: { tema: 'sunshine', icone: '/seed/avatar-sol.svg' },
    paginas: [
      { slug: 'home', nome: 'Início', conteudo: 'Olá', principal: true, containers: [0] },
      { slug: 'contato', nome: 'Contato', conteudo: 'Escreva', principal: false, containers: [1, 0] },
    ],
    containers: [
      { titulo: 'Projetos', tipo: 'cards', icone: '', cards: [0, 1] },
      { titulo: 'Fale comigo', tipo: 'formulario', icone: '', assuntos: ['ORÇAMENTO', 'OUTRO'], cards: [] },
    ],
    cards: [card('Um'), card('Dois')],
  };
}

async function fileOf(world: World, username: string): Promise<SkinFile> {
  const site = await world.store.loadSkinSite(username);
  if (!site) throw new Error(`no skin ${username}`);
  return skinFileOf(site);
}

describe('importSkin', () => {
  it('makes the skin the file describes, under the name asked, and its file reads back the same', async () => {
    const world = createWorld();
    const skin = await world.call('importSkin', { username: 'importada', arquivo: sampleFile() });
    expect(skin).toMatchObject({ username: 'importada', theme: 'sunshine', iconSkin: '/seed/avatar-sol.svg', idUser: ANA.uid });
    expect(await fileOf(world, 'importada')).toEqual(sampleFile());
    expect(await world.store.getPublished(`sites/importada`)).not.toBeNull();
  });

  const refusals: Array<[string, (file: SkinFile) => unknown, string]> = [
    ['the file is not a skin file', () => ({ nome: 'x' }), MESSAGES.skinFileNotASkin],
    ['the version is one the site does not read', (f) => ({ ...f, versao: 2 }), MESSAGES.skinFileVersion],
    ['a field is unknown', (f) => ({ ...f, uid: 'ana-uid' }), `${MESSAGES.skinFileRejected}: ${MESSAGES.unknownField}uid`],
    [
      'a page slug breaks the studio’s rule',
      (f) => ({ ...f, paginas: [f.paginas[0], { ...f.paginas[1], slug: 'Contato Já' }] }),
      `${MESSAGES.skinFileRejected} (página 2 › slug): ${MESSAGES.pageNameInvalid}`,
    ],
    [
      'there are more pages than a skin may hold',
      (f) => ({
        ...f,
        paginas: [
          f.paginas[0],
          ...Array.from({ length: LIMITS.pagesPerSkin }, (_, i) => ({ ...f.paginas[1], slug: `p${i}`, principal: false })),
        ],
      }),
      `${MESSAGES.skinFileRejected} (paginas): ${MESSAGES.pageLimitReached}`,
    ],
    [
      'a text is longer than the studio allows',
      (f) => ({ ...f, containers: [{ ...f.containers[0], titulo: 'x'.repeat(81) }, f.containers[1]] }),
      `${MESSAGES.skinFileRejected} (container 1 › titulo): ${MESSAGES.containerTitleTooLong}`,
    ],
    [
      'a form has an empty subject',
      (f) => ({ ...f, containers: [f.containers[0], { ...f.containers[1], assuntos: ['  '] }] }),
      `${MESSAGES.skinFileRejected} (container 2 › assuntos): ${MESSAGES.formSubjectEmpty}`,
    ],
    [
      'an image address is not one the studio accepts',
      (f) => ({ ...f, cards: [{ ...f.cards[0], imagem: 'javascript:alert(1)' }, f.cards[1]] }),
      `${MESSAGES.skinFileRejected} (card 1 › imagem): ${MESSAGES.imageUrlInvalid}`,
    ],
    [
      'a page points at a container the file lacks',
      (f) => ({ ...f, paginas: [{ ...f.paginas[0], containers: [7] }, f.paginas[1]] }),
      `${MESSAGES.skinFileRejected} (página 1 › container 1): ${MESSAGES.skinFileMissingContainer}`,
    ],
    [
      'no page is the main one',
      (f) => ({ ...f, paginas: f.paginas.map((p) => ({ ...p, principal: false })) }),
      `${MESSAGES.skinFileRejected} (paginas): ${MESSAGES.skinFileMainPage}`,
    ],
  ];

  it.each(refusals)('refuses, naming the problem and writing nothing, when %s', async (_case, change, message) => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('importSkin', { username: 'importada', arquivo: change(sampleFile()) })).toMatchObject({
        code: 'invalid-argument',
        message,
      });
    });
  });

  it('refuses an add-on the catalogue does not hold, writing nothing', async () => {
    const world = createWorld();
    const file = sampleFile();
    file.cards[1] = { ...file.cards[1]!, addOns: ['cobol'] };
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('importSkin', { username: 'importada', arquivo: file })).toMatchObject({
        message: `${MESSAGES.skinFileRejected}: ${MESSAGES.addOnUnknown}`,
      });
    });
  });

  it('refuses a name that is taken, and anyone not signed in, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('importSkin', { username: 'Bruno', arquivo: sampleFile() })).toMatchObject({
        code: 'already-exists',
        message: MESSAGES.skinNameTaken,
      });
      expect(await world.refusal('importSkin', { username: 'nova', arquivo: sampleFile() }, { as: null })).toMatchObject({
        code: 'unauthenticated',
        message: MESSAGES.unauthenticated,
      });
    });
  });

  it('stores the images a file carries inline again, for the new skin', async () => {
    const world = createWorld();
    const png =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
    const file = sampleFile();
    file.cards[0] = { ...file.cards[0]!, imagem: png };
    await world.call('importSkin', { username: 'comimagem', arquivo: file });
    const images = Object.keys(world.db.toJSON()).filter((path) => path.includes('/imagens/'));
    expect(images).toEqual([expect.stringMatching(/^users\/ana-uid\/skins\/[^/]+\/imagens\//)]);
    expect((await fileOf(world, 'comimagem')).cards[0]?.imagem).toBe(png);
  });
});

describe('duplicateSkin', () => {
  it('copies the whole tree under the new name', async () => {
    const world = createWorld();
    await world.call('importSkin', { username: 'original', arquivo: sampleFile() });
    const copy = await world.call('duplicateSkin', { skin: 'original', username: 'copia' });
    expect(copy).toMatchObject({ username: 'copia', idUser: ANA.uid });
    expect(await fileOf(world, 'copia')).toEqual(await fileOf(world, 'original'));
  });

  it('answers another’s skin as it answers one that does not exist, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      for (const skin of ['bruno', 'nada']) {
        expect(await world.refusal('duplicateSkin', { skin, username: 'copia' })).toMatchObject({
          code: 'not-found',
          message: MESSAGES.skinNotFound,
        });
      }
    });
  });

  it('lets an owner copy anyone’s skin, into the owner’s own account', async () => {
    const world = createWorld();
    const copy = await world.call('duplicateSkin', { skin: 'bruno', username: 'copia' }, { as: OWNER });
    expect(copy.idUser).toBe(OWNER.uid);
    expect(world.db.toJSON()[paths.skin(OWNER.uid, copy.id_skins)]).toBeDefined();
  });

  it('refuses a name that is taken, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('duplicateSkin', { skin: 'ana', username: 'bruno2' }, { as: ANA })).toMatchObject({
        message: MESSAGES.skinNameTaken,
      });
      expect(await world.refusal('duplicateSkin', { skin: 'bruno', username: 'x' }, { as: BRUNO })).toMatchObject({
        message: MESSAGES.skinNameInvalid,
      });
    });
  });
});

describe('createSkin from a model', () => {
  it.each(SKIN_MODELS.map((m) => [m.nome, m.id] as const))(
    'starts %s with its pages, cards and a contact form',
    async (_, modelo) => {
      const world = createWorld();
      await world.call('createSkin', { username: 'modelo', theme: 'CYBERPINK', modelo });
      const file = await fileOf(world, 'modelo');
      expect(file.skin.tema).toBe('CYBERPINK');
      expect(file.paginas.length).toBeGreaterThanOrEqual(3);
      expect(file.containers.some((c) => c.tipo === 'formulario')).toBe(true);
      expect(file.cards.length).toBeGreaterThanOrEqual(5);
    },
  );

  it('refuses a model that does not exist, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('createSkin', { username: 'nova', theme: 'CYBERPINK', modelo: 'blog' })).toMatchObject({
        message: MESSAGES.skinModelUnknown,
      });
    });
  });
});
