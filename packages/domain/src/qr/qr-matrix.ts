/**
 * The QR of a public address, printed on cards and posters: error correction H (a QR still reads
 * with up to 30 % of it lost), so the centre can carry her skin's icon, and the four-module quiet
 * zone the standard asks around the symbol. The SVG and the PNG are both drawn from this one matrix.
 */
import { encode } from 'uqr';

/** The modules left light for the icon, in modules from the matrix's top-left corner (quiet zone included). */
export interface QrHole {
  start: number;
  side: number;
}

export interface QrMatrix {
  /** Modules per side, quiet zone included. */
  size: number;
  /** `dark[y][x]`: true where a module is dark; the hole, when there is one, is all light. */
  dark: boolean[][];
  /** Where the icon goes; null for a QR without one. */
  hole: QrHole | null;
}

export const QUIET_ZONE = 4;

/**
 * The share of the symbol's area (quiet zone aside) the icon's hole may take. Level H repairs 30 %
 * of the codewords, but a square hole also cuts codewords it only touches, and the phones' readers
 * do not all repair as well as the best: a fifth at most keeps room to spare (jsQR reads it in the tests).
 */
export const HOLE_SHARE = 0.2;

/** The centred square of modules the icon may cover: the widest one of HOLE_SHARE at most, as centred as modules allow. */
function holeOf(size: number): QrHole {
  const symbol = size - 2 * QUIET_ZONE;
  let side = Math.floor(symbol * Math.sqrt(HOLE_SHARE));
  // Same parity as the symbol, so the hole sits exactly in its middle.
  if ((symbol - side) % 2 !== 0) side -= 1;
  return { start: (size - side) / 2, side };
}

/** The QR of `text` (level H, quiet zone of 4), with a light hole in the middle for an icon when `withHole`. */
export function qrMatrix(text: string, { withHole }: { withHole: boolean }): QrMatrix {
  const { data, size } = encode(text, { ecc: 'H', border: QUIET_ZONE });
  const hole = withHole ? holeOf(size) : null;
  const inHole = (x: number, y: number) =>
    hole !== null && x >= hole.start && x < hole.start + hole.side && y >= hole.start && y < hole.start + hole.side;
  const dark = data.map((row, y) => row.map((module, x) => module && !inHole(x, y)));
  return { size, dark, hole };
}

/**
 * The dark modules as horizontal runs (one per stretch of dark modules in a row): the SVG's single
 * path and the canvas's rectangles both draw these.
 */
export function darkRuns(matrix: QrMatrix): { x: number; y: number; length: number }[] {
  const runs: { x: number; y: number; length: number }[] = [];
  matrix.dark.forEach((row, y) => {
    let x = 0;
    while (x < matrix.size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < matrix.size && row[x]) x += 1;
      runs.push({ x: start, y, length: x - start });
    }
  });
  return runs;
}
