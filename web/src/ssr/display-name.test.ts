/**
 * A skin with a display name is presented by it, server-rendered: the profile's heading, the page
 * title, the share card and the structured data say "Marina Souza", while every address stays
 * /visitante.
 */
import type { SkinSite } from '@lab/domain/kernel';
import { createPageRenderer } from '.';
import { published, storeOn, TEMPLATE } from './ssr-testing';

const ORIGIN = 'https://lab.example';
const renderer = createPageRenderer(TEMPLATE);

async function named(nomeExibicao: string | undefined): Promise<SkinSite> {
  const found = await storeOn().loadSkinSite('visitante');
  if (!found) throw new Error('no skin visitante in the seed');
  return { ...found, skin: { ...found.skin, ...(nomeExibicao === undefined ? {} : { nomeExibicao }) } };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const meta = (doc: Document, key: string) => doc.querySelector(`meta[property="${key}"]`)?.getAttribute('content') ?? null;

describe('a skin’s display name in the rendered page', () => {
  it('is the profile’s heading, the title, the share card’s title and the JSON-LD name', async () => {
    const doc = parse(
      renderer.render({ path: '/visitante/home', origin: ORIGIN }, published(await named('Marina Souza 🎨'))).body,
    );
    expect(doc.querySelector('.profile-card__name')?.textContent).toBe('Marina Souza 🎨');
    expect(doc.querySelector('.profile-card__handle')?.textContent).toBe('@visitante');
    expect(doc.title).toContain('Marina Souza 🎨');
    expect(meta(doc, 'og:title')).toContain('Marina Souza 🎨');
    const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}') as {
      '@graph': Array<Record<string, unknown>>;
    };
    expect(ld['@graph'][0]?.['mainEntity']).toMatchObject({ name: 'Marina Souza 🎨', alternateName: '@visitante' });
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${ORIGIN}/visitante/home`);
  });

  it('is escaped like any text she typed', async () => {
    const doc = parse(
      renderer.render({ path: '/visitante/home', origin: ORIGIN }, published(await named('<b>Ana</b> "x"'))).body,
    );
    expect(doc.querySelector('.profile-card__name b')).toBeNull();
    expect(doc.title).toContain('<b>Ana</b> "x"');
  });

  it('leaves a skin without one as it was: the address, with its "@"', async () => {
    const doc = parse(renderer.render({ path: '/visitante/home', origin: ORIGIN }, published(await named(undefined))).body);
    expect(doc.querySelector('.profile-card__name')?.textContent).toBe('visitante');
    expect(doc.querySelector('.profile-card__handle')).toBeNull();
  });
});
