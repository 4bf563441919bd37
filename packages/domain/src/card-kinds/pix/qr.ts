/**
 * A BR Code's QR, apart from the code's assembly (pix-code.ts): a booking's deposit arrives as a
 * code and is drawn in the visitor's browser, which then needs the QR alone, not pix-utils.
 */
import { encode } from 'uqr';
import type { PixQr } from './kind';

/**
 * The QR of a code as one SVG path over a `tamanho`-module square (quiet zone included): one
 * "h" run per horizontal stretch of dark modules, so a page draws it with a single <path>.
 * Error correction M, the level banks' apps print Pix QRs at.
 */
export function qrOf(code: string): PixQr {
  const { data, size } = encode(code, { ecc: 'M', border: 4 });
  const runs: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && row[x]) x += 1;
      runs.push(`M${start} ${y}h${x - start}v1h-${x - start}z`);
    }
  });
  return { tamanho: size, caminho: runs.join('') };
}
