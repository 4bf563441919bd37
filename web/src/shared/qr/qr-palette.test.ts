import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QR_MIN_CONTRAST, contrastRatio } from '@lab/domain/qr';
import { QR_PALETTES, qrColoursOf } from './qr-palette';

const SRC = join(__dirname, '..', '..');
const STYLESHEETS = {
  default: 'shared/ui/base.css',
  CYBERPINK: 'features/themes/cyberpink.css',
  sunshine: 'features/themes/sunshine.css',
} as const;

/** The colours a stylesheet's first block declares (the theme's own block; base.css's :root). */
function declaredColours(file: string): string[] {
  const css = readFileSync(join(SRC, file), 'utf8');
  const block = css.slice(css.indexOf('{'), css.indexOf('}'));
  return [...block.matchAll(/#[0-9a-f]{6}\b/gi)].map(([hex]) => hex.toLowerCase());
}

describe("a skin's QR colours", () => {
  it.each(Object.entries(STYLESHEETS))("are the %s theme's own, as its stylesheet declares them", (theme, file) => {
    const { dark, light } = QR_PALETTES[theme as keyof typeof STYLESHEETS];
    expect(declaredColours(file)).toEqual(expect.arrayContaining([dark, light]));
  });

  it.each(['', 'CYBERPINK', 'cyberpink', 'sunshine', 'vaporwave'])('read well enough to scan for the theme "%s"', (theme) => {
    const { dark, light } = qrColoursOf(theme);
    expect(contrastRatio(dark, light)).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
  });

  it("keep the default look's pair and darken CYBERPINK's neon pink on its pale ground", () => {
    expect(qrColoursOf('')).toEqual(QR_PALETTES.default);
    expect(qrColoursOf('vaporwave')).toEqual(QR_PALETTES.default);
    expect(qrColoursOf('CYBERPINK').light).toBe(QR_PALETTES.CYBERPINK.light);
    expect(qrColoursOf('CYBERPINK').dark).not.toBe(QR_PALETTES.CYBERPINK.dark);
  });
});
