/**
 * The share tags of a skin page: on the Firebase build (PageRequest.shareImages) they point to the
 * image the share function draws, at the address its version names; on the demo, her pictures as before.
 */
import { addressesIn, type SkinSite } from '@lab/domain/kernel';
import { shareImageContent, shareImagePath, shareImageVersion } from '@lab/domain/previews';
import { createPageRenderer } from '.';
import { metaTags, pageMeta } from './page-meta';
import { published, storeOn, TEMPLATE } from './ssr-testing';

const ORIGIN = 'https://lab.example';
const renderer = createPageRenderer(TEMPLATE);

async function seeded(name: string): Promise<SkinSite> {
  const found = await storeOn().loadSkinSite(name);
  if (!found) throw new Error(`no ${name} in the seed`);
  return found;
}

function head(site: SkinSite, path: string, shareImages: boolean): Document {
  const html = renderer.render({ path, origin: ORIGIN, shareImages }, published(site)).body;
  return new DOMParser().parseFromString(html, 'text/html');
}

const meta = (doc: Document, key: string) =>
  doc.querySelector(`meta[property="${key}"], meta[name="${key}"]`)?.getAttribute('content') ?? null;

function drawnImage(site: SkinSite, pageId: string): string {
  const content = shareImageContent(site, pageId);
  if (!content) throw new Error('no page');
  return ORIGIN + shareImagePath({ username: site.skin.username, pageId, version: shareImageVersion(content) });
}

describe('the share tags on the Firebase build', () => {
  it("point og:image and twitter:image to the page's drawn image, 1200×630, with what it shows as its alt", async () => {
    const lab = await seeded('lab');
    const doc = head(lab, '/lab/projetos', true);
    const image = drawnImage(lab, 'projetos');
    expect(image).toMatch(new RegExp(`^${ORIGIN}/compartilhar/lab/projetos/[0-9a-f]{16}\\.png$`));
    expect(meta(doc, 'og:image')).toBe(image);
    expect(meta(doc, 'og:image:type')).toBe('image/png');
    expect(meta(doc, 'og:image:width')).toBe('1200');
    expect(meta(doc, 'og:image:height')).toBe('630');
    expect(meta(doc, 'og:image:alt')).toBe('lab: Projetos');
    expect(meta(doc, 'twitter:card')).toBe('summary_large_image');
    expect(meta(doc, 'twitter:image')).toBe(image);
    expect(meta(doc, 'twitter:image:alt')).toBe('lab: Projetos');
  });

  it("name a new image when she changes what it shows, so a share never gets yesterday's", async () => {
    const lab = await seeded('lab');
    const renamed = { ...lab, skin: { ...lab.skin, nomeExibicao: 'Lab Estúdio' } };
    expect(meta(head(renamed, '/lab/projetos', true), 'og:image')).not.toBe(meta(head(lab, '/lab/projetos', true), 'og:image'));
  });

  it("keep a card's own picture for the card's address, and give a card without one the page's image", async () => {
    const lab = await seeded('lab');
    const meta = (card: SkinSite['cards'][number]) =>
      pageMeta(
        lab,
        lab.paginas.find((p) => p.id_pagina === 'projetos')!,
        card,
        {
          origin: ORIGIN,
          appPaths: addressesIn(null),
          shareImages: true,
        },
      );
    const pictured = lab.cards.find((card) => card.imagem !== '')!;
    expect(meta(pictured).image).toBe(`${ORIGIN}${pictured.imagem}`);
    expect(meta(pictured).imageDetails).toBeUndefined();
    expect(meta({ ...pictured, imagem: '' }).image).toBe(drawnImage(lab, 'projetos'));
  });

  it('escape her name in the alt like any text she typed', async () => {
    const lab = await seeded('lab');
    const hostile = { ...lab, skin: { ...lab.skin, nomeExibicao: '"><script>x</script>' } };
    const tags = metaTags(
      pageMeta(hostile, hostile.paginas[0]!, null, { origin: ORIGIN, appPaths: addressesIn(null), shareImages: true }),
      'Lab',
    );
    expect(tags).not.toContain('<script>x');
    expect(tags).toContain('content="&quot;&gt;&lt;script&gt;x&lt;/script&gt;:');
  });
});

describe('the share tags on the demo', () => {
  it("keep today's picture (her icon on the main page) and say nothing of a drawn image's size", async () => {
    const doc = head(await seeded('lab'), '/lab/home', false);
    expect(meta(doc, 'og:image')).toBe(`${ORIGIN}/seed/skin-lab.svg`);
    expect(meta(doc, 'og:image:width')).toBeNull();
    expect(meta(doc, 'og:image:alt')).toBeNull();
  });
});
