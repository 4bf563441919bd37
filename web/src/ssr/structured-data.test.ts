/**
 * A skin page's JSON-LD held to schema.org and to Google's "Profile page" documentation. The types
 * are checked when it compiles (structured-data.ts builds it with `satisfies` schema-dts's types);
 * here the rendered page is read back: Google's required and recommended properties are present,
 * and every property used is one its type has (the table below is copied from schema-dts's types).
 */
import type { Graph } from 'schema-dts';
import type { SkinSite } from '@lab/domain/kernel';
import { createPageRenderer } from '.';
import { profileGraph, socialProfiles } from './structured-data';
import { published, storeOn, TEMPLATE } from './ssr-testing';

const ORIGIN = 'https://lab.example';
const renderer = createPageRenderer(TEMPLATE);

/** Properties of each type used, as schema-dts declares them (WebPage/CreativeWork/Thing, Person/Thing, ItemList, ListItem). */
const PROPERTIES: Record<string, readonly string[]> = {
  ProfilePage: [
    '@id',
    'url',
    'name',
    'inLanguage',
    'dateCreated',
    'dateModified',
    'mainEntity',
    'description',
    'image',
    'about',
    'hasPart',
    'isPartOf',
  ],
  Person: [
    '@id',
    'name',
    'alternateName',
    'identifier',
    'url',
    'image',
    'description',
    'sameAs',
    'interactionStatistic',
    'agentInteractionStatistic',
  ],
  ItemList: ['@id', 'name', 'url', 'numberOfItems', 'itemListElement', 'itemListOrder', 'description'],
  ListItem: ['position', 'url', 'name', 'description', 'image', 'item'],
};

type Node = Record<string, unknown>;

/** Every typed node of the graph, nested ones included. */
function typedNodes(value: unknown): Node[] {
  if (Array.isArray(value)) return value.flatMap(typedNodes);
  if (value === null || typeof value !== 'object') return [];
  const node = value as Node;
  const nested = Object.values(node).flatMap(typedNodes);
  return typeof node['@type'] === 'string' ? [node, ...nested] : nested;
}

async function lab(change: (site: SkinSite) => SkinSite = (site) => site): Promise<SkinSite> {
  const found = await storeOn().loadSkinSite('lab');
  if (!found) throw new Error('no lab in the seed');
  return change(found);
}

function graphOf(site: SkinSite, path = '/lab/projetos'): { all: Node[]; graph: Node[] } {
  const html = renderer.render({ path, origin: ORIGIN }, published(site)).body;
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
  expect(scripts).toHaveLength(1);
  const parsed = JSON.parse(scripts[0]?.textContent ?? 'null') as Graph;
  expect(parsed['@context']).toBe('https://schema.org');
  const graph = parsed['@graph'] as unknown as Node[];
  return { all: typedNodes(graph), graph };
}

describe("a skin page's structured data", () => {
  it('is a ProfilePage in Portuguese whose mainEntity is the Person she is, with what Google requires and recommends', async () => {
    const { graph } = graphOf(await lab());
    const profile = graph.find((node) => node['@type'] === 'ProfilePage');
    expect(profile).toMatchObject({ url: `${ORIGIN}/lab/projetos`, inLanguage: 'pt-BR', name: 'Projetos · lab' });
    expect(String(profile?.['dateCreated'])).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(profile?.['mainEntity']).toMatchObject({
      '@type': 'Person',
      name: 'lab',
      alternateName: '@lab',
      identifier: 'lab',
      url: `${ORIGIN}/lab/home`,
      image: `${ORIGIN}/seed/skin-lab.svg`,
      description: expect.stringMatching(/^Um laboratório autoral/),
    });
  });

  it("keeps the page's cards as an ItemList of its own beside the page (schema.org has no hasPart for a list)", async () => {
    const { graph } = graphOf(await lab());
    const list = graph.find((node) => node['@type'] === 'ItemList');
    expect(list).toMatchObject({ url: `${ORIGIN}/lab/projetos` });
    expect((list?.['itemListElement'] as Node[]).length).toBe(list?.['numberOfItems']);
  });

  it('uses only properties that exist on each type', async () => {
    const { all } = graphOf(await lab());
    expect(new Set(all.map((node) => node['@type']))).toEqual(new Set(['ProfilePage', 'Person', 'ItemList', 'ListItem']));
    for (const node of all) {
      const type = String(node['@type']);
      const unknown = Object.keys(node).filter((key) => key !== '@type' && !PROPERTIES[type]?.includes(key));
      expect({ type, unknown }).toEqual({ type, unknown: [] });
    }
  });

  it('names her profiles elsewhere as sameAs, from the cards that link to a social network, and nothing else', async () => {
    const withLinks = await lab((site) => ({
      ...site,
      cards: site.cards.map((card, index) =>
        index === 0
          ? { ...card, linkExterno: 'https://www.instagram.com/lab.studio' }
          : index === 1
            ? { ...card, linkExterno: 'https://exemplo.com.br/projeto' }
            : card,
      ),
    }));
    const { graph } = graphOf(withLinks);
    const person = graph.find((node) => node['@type'] === 'ProfilePage')?.['mainEntity'] as Node;
    expect(person['sameAs']).toEqual(['https://www.instagram.com/lab.studio']);
  });
});

describe('socialProfiles', () => {
  it('takes https profile addresses on known networks once each, and refuses the rest', () => {
    expect(
      socialProfiles([
        'https://instagram.com/ana',
        'https://instagram.com/ana',
        'http://tiktok.com/@ana',
        'https://instagram.com/',
        'https://instagram.com.evil.example/ana',
        'javascript:alert(1)',
        '',
        'https://m.youtube.com/@ana',
      ]),
    ).toEqual(['https://instagram.com/ana', 'https://m.youtube.com/@ana']);
  });

  it('leaves out an empty sameAs, description and image, and the creation date the snapshot does not know', () => {
    const graph = profileGraph({
      pageUrl: `${ORIGIN}/ana/home`,
      pageName: 'Home',
      profileUrl: `${ORIGIN}/ana/home`,
      name: 'Ana',
      username: 'ana',
      description: '',
      image: null,
      sameAs: [],
      created: null,
      items: [],
    });
    const [profile] = graph['@graph'] as unknown as Node[];
    expect(Object.keys(profile ?? {})).not.toContain('dateCreated');
    expect(Object.keys((profile?.['mainEntity'] as Node) ?? {}).sort()).toEqual(
      ['@id', '@type', 'alternateName', 'identifier', 'name', 'url'].sort(),
    );
  });
});
