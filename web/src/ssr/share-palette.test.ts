/**
 * The share image is drawn in her theme's colours on the server, which has no stylesheet: the
 * previews slice keeps a copy of each theme's colours, held here to the stylesheets themselves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { THEMES } from '@lab/domain/kernel';
import { DEFAULT_SHARE_PALETTE, SHARE_PALETTES, type SharePalette } from '@lab/domain/previews';

const VARIABLES: Record<keyof SharePalette, string> = {
  background: '--page-bg',
  surface: '--surface',
  heading: '--heading',
  text: '--text',
  accent: '--accent',
  onAccent: '--on-accent',
};

/** The first plain colour each variable is given in `css` (a theme's own block comes first in its file). */
function colours(css: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, name = '', value = ''] of css.matchAll(/(--[a-z0-9-]+):\s*(#[0-9a-fA-F]{3,8})\s*;/g))
    found[name] ??= value.toLowerCase();
  return found;
}

const sheet = (...path: string[]) => colours(readFileSync(join(__dirname, '..', ...path), 'utf8'));

describe("the share image's colours", () => {
  it.each(THEMES)('are the %s theme’s own', (theme) => {
    const css = sheet('features', 'themes', `${theme.toLowerCase()}.css`);
    const palette = SHARE_PALETTES[theme];
    for (const [key, variable] of Object.entries(VARIABLES)) {
      // A translucent surface (CYBERPINK's rgb(... / 0.88)) is no plain colour: the image draws its dark ground opaque.
      const expected = key === 'surface' && !css[variable] ? palette.surface : css[variable];
      expect({ key, colour: palette[key as keyof SharePalette] }).toEqual({ key, colour: expected });
    }
  });

  it("are the default look's without a theme", () => {
    const css = sheet('shared', 'ui', 'base.css');
    for (const [key, variable] of Object.entries(VARIABLES)) {
      expect({ key, colour: DEFAULT_SHARE_PALETTE[key as keyof SharePalette] }).toEqual({ key, colour: css[variable] });
    }
  });
});
