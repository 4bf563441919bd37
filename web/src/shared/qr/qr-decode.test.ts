/**
 * The QR a phone reads: each theme's colours, with and without the icon's hole, rasterised from the
 * same matrix the SVG and the PNG draw, and read back by jsQR. The icon itself is stood in for by
 * noise in the hole, the worst an icon can do there.
 */
import jsQR from 'jsqr';
import { ICON_INSET, qrMatrix, type QrColours, type QrMatrix } from '@lab/domain/qr';
import { THEMES } from '@lab/domain/kernel';
import { qrColoursOf } from './qr-palette';

const ADDRESSES = [
  'https://exemplo.web.app/marina/home',
  'https://solange.exemplo.com.br/projetos-de-2026/card/Xy7pQ2rT9kLm3NbV8cWd',
];
const PIXELS_PER_MODULE = 6;

const rgbOf = (hex: string): number[] => [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));

/** Noise standing in for an icon, deterministic so a failure can be seen again. */
function noise(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return state % 256;
  };
}

function rasterise(matrix: QrMatrix, colours: QrColours, withIcon: boolean) {
  const side = matrix.size * PIXELS_PER_MODULE;
  const pixels = new Uint8ClampedArray(side * side * 4);
  const [dark, light] = [rgbOf(colours.dark), rgbOf(colours.light)];
  const random = noise(7);
  const hole = matrix.hole;
  const inIcon = (x: number, y: number) =>
    withIcon && hole !== null && [x, y].every((at) => at >= hole.start + ICON_INSET && at < hole.start + hole.side - ICON_INSET);
  for (let py = 0; py < side; py += 1) {
    for (let px = 0; px < side; px += 1) {
      const [x, y] = [Math.floor(px / PIXELS_PER_MODULE), Math.floor(py / PIXELS_PER_MODULE)];
      const colour = inIcon(x, y) ? [random(), random(), random()] : matrix.dark[y]![x] ? dark : light;
      pixels.set([...colour, 255], (py * side + px) * 4);
    }
  }
  return { pixels, side };
}

describe('a QR code reads back as the address it was made of', () => {
  const themes = ['', ...THEMES];
  for (const theme of themes) {
    for (const address of ADDRESSES) {
      it(`in the ${theme || 'default'} colours, without an icon: ${address}`, () => {
        const { pixels, side } = rasterise(qrMatrix(address, { withHole: false }), qrColoursOf(theme), false);
        expect(jsQR(pixels, side, side)?.data).toBe(address);
      });

      it(`in the ${theme || 'default'} colours, with an icon in the middle: ${address}`, () => {
        const { pixels, side } = rasterise(qrMatrix(address, { withHole: true }), qrColoursOf(theme), true);
        expect(jsQR(pixels, side, side)?.data).toBe(address);
      });
    }
  }
});
