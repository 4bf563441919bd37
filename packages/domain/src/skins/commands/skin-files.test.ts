/**
 * A skin from a file (importSkin), a copy (duplicateSkin) and a model (createSkin with `modelo`): one
 * path, held to every rule of the studio; a refused file names what is wrong and writes nothing.
 */
import { HTTPS_ONLY } from '../../studio';
import { LIMITS, UNDO_DELETION_MS } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { SKIN_MODELS } from '../skin-file';
import { skinFileOf } from '../skin-file-writer';
import type { SkinFile } from './skin-file-schema';
import { InvalidImageError, type SkinImages } from '../../handlers/handler-types';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, type World } from '../../handlers/test-support/world';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const OWN = 'https://storage.example/';

/** An image store like Cloud Storage: objects under uid/skin/, served at its own https addresses it reads back. */
function storedImages(): SkinImages & { objects: Map<string, Uint8Array> } {
  const objects = new Map<string, Uint8Array>();
  return {
    objects,
    ownAddresses: HTTPS_ONLY,
    async put({ uid, skinId, imageId, bytes }) {
      objects.set(`${uid}/${skinId}/${imageId}`, bytes);
      const url = `${OWN}${uid}/${skinId}/${imageId}`;
      return { url, thumbUrl: `${url}?thumb` };
    },
    async remove({ uid, skinId, imageId }) {
      objects.delete(`${uid}/${skinId}/${imageId}`);
    },
    async deleteAll(uid, skinId) {
      for (const key of [...objects.keys()]) if (key.startsWith(`${uid}/${skinId}/`)) objects.delete(key);
    },
    async read(url) {
      if (!url.startsWith(OWN)) return null;
      const key = url.slice(OWN.length);
      const bytes = objects.get(key);
      if (!bytes) throw new InvalidImageError(`no object at ${url}`);
      const [uid = '', skinId = ''] = key.split('/');
      return { bytes, contentType: 'image/png', skin: { uid, skinId } };
    },
  };
}

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

describe('images the image store keeps (Cloud Storage)', () => {
  const OTHER_HOST = 'https://example.com/foto.png';

  /** Ana's skin "original" with one uploaded image, and a file naming it and another host's image. */
  async function worldWithStoredImage() {
    const images = storedImages();
    const world = createWorld({ images });
    await world.call('importSkin', { username: 'original', arquivo: sampleFile() });
    const { url } = await world.call('uploadSkinImage', { skin: 'original', contentType: 'image/png', base64: PNG_BASE64 });
    const file = sampleFile();
    file.cards = [
      { ...file.cards[0]!, imagem: url },
      { ...file.cards[1]!, imagem: OTHER_HOST },
    ];
    return { images, world, url, file };
  }

  const ownedBy = (skinId: string) => new RegExp(`^${OWN}${ANA.uid}/${skinId}/`);

  it('importSkin stores an image of another skin again for the new one, and keeps another host’s address', async () => {
    const { images, world, url, file } = await worldWithStoredImage();
    const skin = await world.call('importSkin', { username: 'importada', arquivo: file });
    const imported = await fileOf(world, 'importada');
    expect(imported.cards[0]?.imagem).not.toBe(url);
    expect(imported.cards[0]?.imagem).toMatch(ownedBy(skin.id_skins));
    expect(imported.cards[1]?.imagem).toBe(OTHER_HOST);
    expect(images.objects.size).toBe(2);
    const records = Object.keys(world.db.toJSON()).filter((path) =>
      path.startsWith(`${paths.skin(ANA.uid, skin.id_skins)}/imagens/`),
    );
    expect(records).toHaveLength(1);
  });

  it('duplicateSkin gives the copy its own image, which outlives the original’s deletion', async () => {
    const { images, world, file } = await worldWithStoredImage();
    const source = await world.call('importSkin', { username: 'fonte', arquivo: file });

    const copy = await world.call('duplicateSkin', { skin: 'fonte', username: 'copia' });

    const copied = (await fileOf(world, 'copia')).cards;
    expect(copied[0]?.imagem).toMatch(ownedBy(copy.id_skins));
    expect((await fileOf(world, 'fonte')).cards[0]?.imagem).toMatch(ownedBy(source.id_skins));
    expect(copied[1]?.imagem).toBe(OTHER_HOST);

    await world.call('deleteSkin', { skin: 'fonte' });
    await world.call('deleteSkin', { skin: 'original' });
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    await expect(images.read(copied[0]?.imagem ?? '')).resolves.toMatchObject({ contentType: 'image/png' });
    expect([...images.objects.keys()]).toEqual([expect.stringMatching(new RegExp(`^${ANA.uid}/${copy.id_skins}/`))]);
  });

  it('Copies of a hidden skin: a file naming images stored for a skin the owners hid is refused, writing and storing nothing', async () => {
    const { images, world, file } = await worldWithStoredImage();
    await world.call('moderateSkin', { skin: 'original', acao: 'ocultar' }, { as: OWNER });
    const before = [...images.objects.keys()];
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('importSkin', { username: 'importada', arquivo: file })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.hiddenSkinImageRefused,
      });
    });
    expect([...images.objects.keys()]).toEqual(before);
  });

  it('refuses an image it cannot read back, or bytes that are not an image, writing and storing nothing', async () => {
    const { images, world, file } = await worldWithStoredImage();
    images.objects.set(`${ANA.uid}/x/texto`, new TextEncoder().encode('não é imagem'));
    const before = [...images.objects.keys()];
    const cases: Array<[string, string]> = [
      [`${OWN}${ANA.uid}/apagada/img`, MESSAGES.imageInvalid],
      [`${OWN}${ANA.uid}/x/texto`, MESSAGES.imageTypeMismatch],
    ];
    await expectNoWrites(world.db, async () => {
      for (const [imagem, message] of cases) {
        // The readable image comes first, so its copy is stored and then removed again.
        const arquivo = { ...file, cards: [file.cards[0]!, { ...file.cards[1]!, imagem }] };
        expect(await world.refusal('importSkin', { username: 'importada', arquivo })).toMatchObject({
          code: 'invalid-argument',
          message,
        });
      }
    });
    expect([...images.objects.keys()]).toEqual(before);
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

describe('a skin file carries the display name', () => {
  it('exports it, and an import or a copy shows it again', async () => {
    const world = createWorld();
    await world.call('editSkin', { skin: 'ana', change: { kind: 'updateSkin', nomeExibicao: 'Ana Souza 🎨' } }, { as: ANA });
    const file = await fileOf(world, 'ana');
    expect(file.skin.nomeExibicao).toBe('Ana Souza 🎨');
    await world.call('importSkin', { username: 'ana-importada', arquivo: file }, { as: ANA });
    expect((await world.store.findSkin('ana-importada'))?.skin.nomeExibicao).toBe('Ana Souza 🎨');
  });

  it('refuses a file whose display name holds a bidi override, writing nothing', async () => {
    const world = createWorld();
    const file = { ...sampleFile(), skin: { ...sampleFile().skin, nomeExibicao: 'Ana\u202E' } };
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('importSkin', { username: 'nova', arquivo: file }, { as: ANA });
      expect(refusal.message).toContain(MESSAGES.displayNameForbidden);
    });
  });
});
