/**
 * A skin exported and imported under another name is the same site: every page of every seeded skin,
 * read the way a public page reads it (readPublishedSite on the published snapshot the render uses),
 * shows the same texts, containers, cards and icons in the same order. Only the ids differ, so they
 * are replaced by their place of first appearance before comparing. And export → import → export
 * gives the same file for any file the studio accepts (fast-check).
 */
import fc from 'fast-check';
import { readPublishedSite } from '../../published';
import { skinFileOf } from '../skin-file-writer';
import { whatsappHref } from '../../card-kinds/kinds';
import type { Caller } from '../../kernel/types';
import type { SkinFile } from './skin-file-schema';
import type { SkinSite } from '../skin-types';
import { emvFields, hasValidCrc } from '../../testing/br-code';
import { decodePublished } from '../../published';
import { withPublishedSnapshots } from '../../published';
import { readSeed } from '../../handlers/test-support/seed-file';
import { ANA, createWorld, type World } from '../../handlers/test-support/world';

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

/** A skin file as a person could write it (no code or QR yet): a WhatsApp and a Pix card typed the way people type them. */
const KINDS_FILE = {
  formato: 'lab-skin',
  versao: 1,
  skin: { tema: 'sunshine', icone: 'default-user.jpg' },
  paginas: [{ slug: 'home', nome: 'HOME', conteudo: 'Fale comigo ou apoie.', principal: true, containers: [0] }],
  containers: [{ titulo: 'Contato', tipo: 'cards', icone: '', cards: [0, 1] }],
  cards: [
    {
      name: 'WhatsApp',
      nomeDescricao: '',
      titulo: 'Fale comigo',
      descricao: '',
      imagem: '',
      atividade: '',
      criador: '',
      periodo: '',
      linkExterno: '',
      addOns: [],
      tipo: 'whatsapp',
      whatsapp: { numero: '(11) 98765-4321', mensagem: 'Olá! Quero um orçamento & prazo?' },
    },
    {
      name: 'Pix',
      nomeDescricao: '',
      titulo: 'Apoie',
      descricao: '',
      imagem: '',
      atividade: '',
      criador: '',
      periodo: '',
      linkExterno: '',
      addOns: [],
      tipo: 'pix',
      pix: { chave: 'Bia.Costa@Example.com', nome: 'Bia Costa', cidade: 'São Paulo', valor: '25,90', descricao: 'Apoio' },
    },
  ],
};

/** What a visitor's page offers from the cards of a kind on `username`'s home: the wa.me links and the BR Codes. */
async function kindsOn(world: World, username: string): Promise<{ links: string[]; codes: string[] }> {
  const site = await readPublishedSite(
    (path) => world.store.getPublished(path),
    { username, pageId: 'home', cardId: null },
    decodePublished,
  );
  if (!site) throw new Error(`no published ${username}/home`);
  return {
    links: site.cards.flatMap((card) => (card.tipo === 'whatsapp' && card.whatsapp ? [whatsappHref(card.whatsapp)] : [])),
    codes: site.cards.flatMap((card) => (card.tipo === 'pix' && card.pix ? [card.pix.codigo] : [])),
  };
}

describe('a skin with a WhatsApp and a Pix card, exported and imported under another name', () => {
  it('renders the same cards: the same wa.me link and the same valid BR Code, computed again on import', async () => {
    const world = createWorld();
    await world.call('importSkin', { username: 'contato-original', arquivo: KINDS_FILE });
    const file = await fileOf(world, 'contato-original');
    // The file holds the stored code and QR; the import must compute both again, not take them.
    const tampered = JSON.parse(JSON.stringify(file)) as SkinFile;
    const pixCard = tampered.cards.find((card) => card.tipo === 'pix');
    expect(pixCard?.pix?.codigo).toMatch(/6304[0-9A-F]{4}$/);
    if (pixCard?.pix) pixCard.pix = { ...pixCard.pix, codigo: '000201forjado', qr: { tamanho: 1, caminho: 'M0 0h1v1h-1z' } };
    await world.call('importSkin', { username: 'contato-copia', arquivo: tampered });

    const original = await kindsOn(world, 'contato-original');
    expect(original.links).toEqual([
      `https://wa.me/5511987654321?text=${encodeURIComponent('Olá! Quero um orçamento & prazo?')}`,
    ]);
    expect(original.codes).toHaveLength(1);
    const code = original.codes[0] ?? '';
    expect(hasValidCrc(code)).toBe(true);
    expect(emvFields(emvFields(code)?.get('26') ?? '')?.get('01')).toBe('bia.costa@example.com');
    expect(await kindsOn(world, 'contato-copia')).toEqual(original);
    expect(await page(world, 'contato-copia', 'home')).toEqual(await page(world, 'contato-original', 'home'));
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
