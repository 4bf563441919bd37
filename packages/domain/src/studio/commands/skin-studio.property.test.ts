/**
 * Random sequences of studio changes on one skin: after every change, whether it was made or refused,
 * the skin keeps its invariants (one main page, no ref to anything missing, every ref carrying the
 * skin's id_skins, no card that no container holds, counts within the limits, at most one contact
 * form per page, no card in a form, a form's subjects as its rule keeps them), and a refused change
 * leaves the database exactly as it was. And the published snapshot a visitor reads is, after every
 * change, exactly what assembling the studio's documents gives.
 */
import fc from 'fast-check';
import { paths } from '../../kernel/paths';
import { publishedDocsOf, publishedPaths } from '../../published';
import type { CardFields } from '../card-content';
import type { SkinChange } from '../studio-commands';
import type { DocData } from '../../kernel/store/doc-port';
import { ANA, createWorld, Refusal, type World } from '../../handlers/test-support/world';
import { skinProblems } from '../../handlers/test-support/skin-tree';

/** The trees here hold no dated card or container: any moment publishes them alike. */
const NO_DATES_AT = 0;
import { SKIN_CHANGE_KINDS } from '../../handlers/test-support/skin-change-kinds';

const SKIN_ID = 'skin-ana';
const RUNS = 150;

const KINDS = SKIN_CHANGE_KINDS;

/** A change in the abstract: which kind, and picks into whatever the skin holds when it runs. */
interface Step {
  kind: SkinChange['kind'];
  picks: [number, number, number];
  index: number;
  nome: string;
  addOns: string[];
}

const step: fc.Arbitrary<Step> = fc.record({
  // Adds weigh more, so sequences grow trees worth deleting from.
  kind: fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom<SkinChange['kind']>('addPage', 'addContainer', 'addCard', 'placeContainer') },
    { weight: 5, arbitrary: fc.constantFrom(...KINDS) },
  ),
  picks: fc.tuple(fc.nat(), fc.nat(), fc.nat()),
  index: fc.integer({ min: 0, max: 6 }),
  nome: fc.constantFrom('portfolio', 'sobre', 'home', 'contato', 'a-b', 'card'),
  addOns: fc.oneof(
    { weight: 5, arbitrary: fc.subarray(['figma', 'react']) },
    { weight: 1, arbitrary: fc.constant<string[]>(['cobol']) },
  ),
});

/** The snapshot documents stored for the skin, without their change time. */
function storedSnapshot(world: World): Record<string, DocData> {
  const site = world.db.get(publishedPaths.site('ana'));
  const rows = [
    ...(site ? [{ path: publishedPaths.site('ana'), data: site }] : []),
    ...world.db.query({ collection: publishedPaths.pages('ana') }),
    ...world.db.query({ collection: publishedPaths.cards('ana') }),
  ];
  return Object.fromEntries(
    rows.map(({ path, data }) => {
      const { changedAt: _stamp, ...rest } = data;
      return [path, rest];
    }),
  );
}

/** What assembling the skin's source documents gives, as the snapshot documents it must equal. */
async function assembledSnapshot(world: World): Promise<Record<string, DocData>> {
  const tree = await world.store.loadSkinSite('ana');
  return tree ? Object.fromEntries(publishedDocsOf(tree, NO_DATES_AT)) : {};
}

const ids = (world: World, collection: string) => world.db.query({ collection }).map((d) => d.id);

/** One pick of the list, or now and then an id that does not exist. */
function pick(list: readonly string[], n: number): string {
  return list.length === 0 || n % 7 === 6 ? 'nada' : (list[n % list.length] ?? 'nada');
}

function card(addOns: string[], n: number): CardFields {
  return {
    name: `c${n}`,
    nomeDescricao: '',
    titulo: `Card ${n}`,
    // Now and then longer than a page document's excerpt, so the card is published whole on its own.
    descricao: n % 3 === 0 ? `Descrição ${n} `.repeat(40) : '',
    imagem: '',
    atividade: '',
    criador: '',
    periodo: '',
    linkExterno: n % 2 === 0 ? 'https://example.com' : '',
    addOns,
  };
}

/** Now and then a form's subjects: fine ones, or a list the rule refuses (empty, too long, repeated). */
function subjectsOf(n: number): { assuntos?: string[] } {
  const lists = [[' orçamento', 'outro'], [], ['A', 'a'], ['x'.repeat(41)], Array.from({ length: 8 }, (_, i) => `s${i}`)];
  return n % 2 === 0 ? {} : { assuntos: lists[n % lists.length] ?? [] };
}

function changeOf(world: World, s: Step): SkinChange {
  const pages = ids(world, paths.paginas(ANA.uid, SKIN_ID));
  const containers = ids(world, paths.containers(ANA.uid, SKIN_ID));
  const cards = ids(world, paths.cards(ANA.uid, SKIN_ID));
  const [a, b, c] = s.picks;
  const page = pick(pages, a);
  const container = pick(containers, b);
  const other = pick(containers, a + c);
  const cardId = pick(cards, c);
  switch (s.kind) {
    case 'updateSkin':
      return { kind: 'updateSkin', theme: a % 2 === 0 ? 'sunshine' : '', profileText: `texto ${b}` };
    case 'addPage':
      return { kind: 'addPage', nome: s.nome };
    case 'renamePage':
      return { kind: 'renamePage', pageId: page, nome: `Página ${b}` };
    case 'updatePage':
      return { kind: 'updatePage', pageId: page, conteudo: `conteúdo ${b}` };
    case 'movePage':
      return { kind: 'movePage', pageId: page, toIndex: s.index };
    case 'setMainPage':
      return { kind: 'setMainPage', pageId: page };
    case 'deletePage':
      return { kind: 'deletePage', pageId: page };
    case 'addContainer':
      // One in three a contact form, so pages meet their one-form rule and forms meet cards.
      return { kind: 'addContainer', pageId: page, titulo: `Container ${b}`, ...(c % 3 === 0 ? { tipo: 'formulario' } : {}) };
    case 'updateContainer':
      return { kind: 'updateContainer', containerId: container, titulo: `Container ${a}`, ...subjectsOf(c) };
    case 'moveContainer':
      return { kind: 'moveContainer', pageId: page, containerId: container, toIndex: s.index };
    case 'placeContainer':
      return { kind: 'placeContainer', containerId: container, pageId: page };
    case 'unplaceContainer':
      return { kind: 'unplaceContainer', containerId: container, pageId: page };
    case 'deleteContainer':
      return { kind: 'deleteContainer', containerId: container };
    case 'addCard':
      return { kind: 'addCard', containerId: container, card: card(s.addOns, a) };
    case 'updateCard':
      return { kind: 'updateCard', cardId, card: card(s.addOns, b) };
    case 'moveCard':
      return { kind: 'moveCard', cardId, fromContainerId: container, toContainerId: other, toIndex: s.index };
    case 'duplicateCard':
      return { kind: 'duplicateCard', cardId, containerId: container };
    case 'deleteCard':
      return { kind: 'deleteCard', cardId };
  }
}

describe('the skin studio under random sequences of changes', () => {
  it(`keeps every invariant after each change, and a refused change changes nothing (${RUNS} runs)`, async () => {
    const made = new Set<string>();
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40, size: 'max' }), async (steps) => {
        const world = createWorld();
        await world.store.publishSkins(NO_DATES_AT);
        for (const s of steps) {
          const change = changeOf(world, s);
          const before = world.db.toJSON();
          try {
            await world.call('editSkin', { skin: 'ana', change });
            made.add(change.kind);
          } catch (error) {
            expect(error).toBeInstanceOf(Refusal);
            expect((error as Refusal).code).not.toBe('internal');
            expect(world.db.toJSON()).toEqual(before);
          }
          expect({ after: change, problems: skinProblems(world.db, ANA.uid, SKIN_ID) }).toEqual({ after: change, problems: [] });
          expect({ after: change, snapshot: storedSnapshot(world) }).toEqual({
            after: change,
            snapshot: await assembledSnapshot(world),
          });
        }
        expect(world.logger.error).not.toHaveBeenCalled();
      }),
      { numRuns: RUNS },
    );
    // The sequences reached every kind of change, not only its refusals.
    expect([...made].sort()).toEqual([...KINDS].sort());
  }, 120_000);
});
