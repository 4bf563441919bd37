/**
 * A skin exported and imported under another name is the same site: every page of every seeded skin,
 * read the way a public page reads it (readPublishedSite on the published snapshot the render uses),
 * shows the same texts, containers, cards and icons in the same order. Only the ids differ, so they
 * are replaced by their place of first appearance before comparing. And export → import → export
 * gives the same file for any file the studio accepts (fast-check).
 */
import fc from 'fast-check';
import { readPublishedSite, skinFileOf, type Caller, type SkinFile, type SkinSite } from '@lab/domain';
import { decodePublished, withPublishedSnapshots } from '@lab/domain/store';
import { readSeed } from '../../scripts/seed-data';
import { ANA, createWorld, type World } from './test-support/world';

const seed = readSeed();
const OWNER_DONA = seed.accounts.find((a) => a.uid === 'owner-dona');
const DONA: Caller = { ...ANA, uid: 'owner-dona', admin: true, name: OWNER_DONA?.displayName ?? 'Dona' };

function seededWorld(): World {
  const world = createWorld({ empty: true });
  world.db.load(withPublishedSnapshots(seed.documents));
  return world;
}

/** A page as a visitor sees it: every id replaced by its place of first appearance; dates and names dropped. */
function seen(site: SkinSite): unknown {
  const ids = new Map<string, string>();
  const id = (value: string) => ids.get(value) ?? (ids.set(value, `#${ids.size}`), `#${ids.size - 1}`);
  return {
    skin: { theme: site.skin.theme, icon: site.skin.iconSkin },
    // `orderBy` is how a position is stored, not what shows: the list's order is compared instead.
    paginas: site.paginas.map((p) => ({ ...p, data: 0, orderBy: '', containerIds: p.containerIds.map(id) })),
    containers: site.containers.map((c) => ({ ...c, id_container: id(c.id_container), order: 0, cardIds: c.cardIds.map(id) })),
    cards: site.cards.map((c) => ({ ...c, id: id(c.id), data: 0 })),
    addOns: site.addOns,
  };
}

async function page(world: World, username: string, pageId: string): Promise<unknown> {
  const get = (path: string) => world.store.getPublished(path);
  const site = await readPublishedSite(get, { username, pageId, cardId: null }, decodePublished);
  if (!site) throw new Error(`no published ${username}/${pageId}`);
  return seen(site);
}

async function fileOf(world: World, username: string): Promise<SkinFile> {
  const site = await world.store.loadSkinSite(username);
  if (!site) throw new Error(`no skin ${username}`);
  return skinFileOf(site);
}

describe('a skin exported and imported under another name', () => {
  const skins = Object.values(seed.documents)
    .map((doc) => (doc as { username?: unknown; idUser?: unknown }).username)
    .filter((name): name is string => typeof name === 'string');

  it.each(skins)('renders every page of %s as the original does', async (username) => {
    const world = seededWorld();
    const file = await fileOf(world, username);
    await world.call('importSkin', { username: `${username}-copia`, arquivo: JSON.parse(JSON.stringify(file)) }, { as: DONA });
    expect(file.paginas.length).toBeGreaterThan(0);
    for (const { slug } of file.paginas) {
      expect(await page(world, `${username}-copia`, slug)).toEqual(await page(world, username, slug));
    }
  });
});

const slugs = ['home', 'sobre', 'projetos', 'contato'];
const cardArb = fc.record({
  name: fc.string({ maxLength: 12 }),
  nomeDescricao: fc.constant(''),
  titulo: fc.string({ maxLength: 12 }),
  descricao: fc.string({ maxLength: 30 }),
  imagem: fc.constantFrom('', '/seed/projeto-1.svg', 'https://img.example/a.png'),
  atividade: fc.constant(''),
  criador: fc.constant(''),
  periodo: fc.constantFrom('', '2025'),
  linkExterno: fc.constantFrom('', 'https://example.com'),
  addOns: fc.subarray(['figma', 'react']),
});
const containerArb = fc.record({
  titulo: fc.string({ maxLength: 10 }),
  form: fc.boolean(),
  assuntos: fc.uniqueArray(fc.constantFrom('OUTRO', 'ORÇAMENTO', 'visita'), { minLength: 1, maxLength: 3 }),
  cards: fc.array(cardArb, { maxLength: 3 }),
});
/** A file the studio accepts, in any shape: pages in any order, containers on several pages or none. */
const fileArb = fc
  .record({
    pages: fc.shuffledSubarray(slugs, { minLength: 1 }),
    main: fc.nat(),
    containers: fc.array(containerArb, { maxLength: 4 }),
    placement: fc.array(fc.array(fc.nat({ max: 3 }), { maxLength: 3 }), { minLength: 4, maxLength: 4 }),
  })
  .map(({ pages, main, containers, placement }): SkinFile => {
    const cards: SkinFile['cards'] = [];
    const files = containers.map((c) => ({
      titulo: c.titulo,
      tipo: c.form ? ('formulario' as const) : ('cards' as const),
      icone: '',
      ...(c.form ? { assuntos: c.assuntos } : {}),
      cards: c.form ? [] : c.cards.map((card) => cards.push(card) - 1),
    }));
    const paginas = pages.map((slug, p) => {
      const wanted = [...new Set((placement[p] ?? []).filter((c) => c < files.length))];
      // One form a page, as the studio keeps it.
      const firstForm = wanted.find((c) => files[c]?.tipo === 'formulario');
      const shown = wanted.filter((c) => files[c]?.tipo !== 'formulario' || c === firstForm);
      return {
        slug,
        nome: slug.toUpperCase(),
        conteudo: `Texto de ${slug}`,
        principal: p === main % pages.length,
        containers: shown,
      };
    });
    return {
      formato: 'lab-skin',
      versao: 1,
      skin: { tema: 'sunshine', icone: 'default-user.jpg' },
      paginas,
      containers: files,
      cards,
    };
  });

describe('export → import → export', () => {
  it('gives back the same file (100 runs)', async () => {
    await fc.assert(
      fc.asyncProperty(fileArb, async (file) => {
        const world = createWorld();
        await world.call('importSkin', { username: 'primeira', arquivo: file });
        const once = await fileOf(world, 'primeira');
        await world.call('importSkin', { username: 'segunda', arquivo: JSON.parse(JSON.stringify(once)) });
        expect(await fileOf(world, 'segunda')).toEqual(once);
      }),
      { numRuns: 100 },
    );
  });
});
