/**
 * A QR as a standalone SVG file: a viewBox in modules, a printed size, her colours, and her icon
 * embedded in the middle (a data: URL, so the downloaded file needs nothing else).
 */
import type { QrColours } from './qr-colours';
import { darkRuns, type QrMatrix } from './qr-matrix';

/** The printed side of the downloaded SVG: a QR of up to ~50 modules still reads from 5 cm at arm's length. */
export const QR_PRINT_SIZE = '5cm';

/** How far the icon sits inside its hole, in modules: a light ring keeps the modules around it distinct. */
export const ICON_INSET = 1;

export interface QrSvgOptions {
  colours: QrColours;
  /** Her icon as a data: URL; absent, the QR has no icon (and its matrix should have no hole). */
  icon?: string | null;
  /** The file's title: what it encodes. */
  title: string;
}

/** Text safe inside an XML element or a double-quoted attribute. */
const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The SVG text of `matrix`: the ground, one path of the dark modules, and the icon in the hole. */
export function qrSvg(matrix: QrMatrix, { colours, icon, title }: QrSvgOptions): string {
  const { size, hole } = matrix;
  const path = darkRuns(matrix)
    .map(({ x, y, length }) => `M${x} ${y}h${length}v1h-${length}z`)
    .join('');
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" width="${QR_PRINT_SIZE}" height="${QR_PRINT_SIZE}" shape-rendering="crispEdges">`,
    `<title>${escapeXml(title)}</title>`,
    `<rect width="${size}" height="${size}" fill="${colours.light}"/>`,
    `<path fill="${colours.dark}" d="${path}"/>`,
  ];
  if (icon && hole) {
    const at = hole.start + ICON_INSET;
    const side = hole.side - 2 * ICON_INSET;
    parts.push(
      `<image href="${escapeXml(icon)}" x="${at}" y="${at}" width="${side}" height="${side}" preserveAspectRatio="xMidYMid meet"/>`,
    );
  }
  parts.push('</svg>');
  return parts.join('');
}
