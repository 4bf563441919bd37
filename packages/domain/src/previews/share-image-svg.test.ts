import { SHARE_PALETTES, shareImageContent, shareImageSvg, textWidth, type ShareImageContent } from '.';
import { shareSite } from './previews-testing';

const drawing = { iconDataUri: null, siteName: 'Lab' };

function content(overrides: Partial<ShareImageContent> = {}): ShareImageContent {
  const found = shareImageContent(shareSite(), 'projetos');
  if (!found) throw new Error('no page');
  return { ...found, ...overrides };
}

function texts(svg: string): string[] {
  return [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((found) => found[1] ?? '');
}

describe('the share image’s SVG', () => {
  it('is 1200×630 and shows her name, her address, the page’s title and the site', () => {
    const svg = shareImageSvg(content(), drawing);
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(texts(svg)).toEqual(['M', 'Marina Souza', '@marina', 'Projetos', 'Lab']);
  });

  it('escapes her text for XML, and drops characters XML refuses, so a name cannot break out of its element', () => {
    const svg = shareImageSvg(content({ name: '<b>&"Ana\'</b>', title: 'A\u0000B\ud800' }), drawing);
    expect(svg).toContain('&lt;b&gt;&amp;&quot;Ana&apos;&lt;/b&gt;');
    expect(svg).not.toContain('<b>');
    expect(texts(svg)).toContain('AB');
  });

  it('cuts a long name to two lines and a long title with an ellipsis, each line within the text column', () => {
    const long = 'Maria Aparecida dos Santos Albuquerque de Oliveira Magalhães Cavalcanti';
    const svg = shareImageSvg(content({ name: long, title: 'W'.repeat(80) }), drawing);
    const lines = [...svg.matchAll(/<text x="500"[^>]*font-size="(\d+)"[^>]*>([^<]*)<\/text>/g)];
    const nameLines = lines.filter((found) => found[1] === '62').map((found) => found[2] ?? '');
    expect(nameLines).toHaveLength(2);
    expect(nameLines[1]).toMatch(/…$/);
    const titleLine = lines.find((found) => found[1] === '44')?.[2] ?? '';
    expect(titleLine).toMatch(/^W+…$/);
    for (const [, size, text] of lines) expect(textWidth(text ?? '', Number(size))).toBeLessThanOrEqual(620);
  });

  it('is drawn in her theme’s colours', () => {
    const cyber = SHARE_PALETTES.CYBERPINK;
    const svg = shareImageSvg(content({ palette: cyber }), drawing);
    expect(svg).toContain(`<rect width="1200" height="630" fill="${cyber.background}"/>`);
    expect(svg).toContain(`fill="${cyber.surface}"`);
    expect(svg).toContain(`fill="${cyber.heading}">Marina Souza`);
    expect(svg).toContain(`fill="${cyber.accent}">Projetos`);
  });

  it('shows her photo in a circle when it has one, and her initial in her accent colour when not', () => {
    const withPhoto = shareImageSvg(content(), { ...drawing, iconDataUri: 'data:image/png;base64,AAAA' });
    expect(withPhoto).toMatch(/<image href="data:image\/png;base64,AAAA"[^>]*clip-path="url\(#face\)"/);
    const without = shareImageSvg(content(), drawing);
    expect(without).not.toContain('<image');
    expect(without).toContain(`fill="${SHARE_PALETTES.sunshine.onAccent}">M</text>`);
  });
});
