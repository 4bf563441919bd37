/**
 * The share image drawn as SVG (the function renders it to PNG with sharp): her round photo on the
 * left, her name, @address and the page's title on the right, the site's name at the foot, all in her
 * theme's colours. Names and titles are hers, so every text is escaped for XML and cut to what fits:
 * the renderer measures nothing, so widths are estimated from the font's advances, on the wide side.
 */
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareImageContent } from './share-image';

/** The font the function ships (the dejavu-fonts-ttf package); the generic family when it is missing. */
export const SHARE_IMAGE_FONT = 'DejaVu Sans';
const FONT_FAMILY = `'${SHARE_IMAGE_FONT}', 'Liberation Sans', sans-serif`;

const ICON = { cx: 270, cy: 315, r: 160 };
const TEXT_X = 500;
const TEXT_WIDTH = SHARE_IMAGE_WIDTH - TEXT_X - 80;
const NAME_SIZE = 62;
const HANDLE_SIZE = 32;
const TITLE_SIZE = 44;
const FOOT_SIZE = 26;

/** Whether XML 1.0 takes the code point: a control character or a lone surrogate would make the whole SVG unreadable. */
function isXmlChar(code: number): boolean {
  if (code < 0x20) return code === 0x09 || code === 0x0a || code === 0x0d;
  return !(code >= 0xd800 && code <= 0xdfff) && code !== 0xfffe && code !== 0xffff;
}

export function escapeXml(text: string): string {
  // By code point: a surrogate pair arrives whole, a lone surrogate alone.
  return [...text]
    .filter((char) => isXmlChar(char.codePointAt(0) ?? 0))
    .join('')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** A character's advance in ems, rounded up from DejaVu Sans Bold's: narrow, wide, or the rest. */
function advance(char: string): number {
  if (/[ilj.,:;'!|()[\]{}\s]/.test(char)) return 0.36;
  if (/[mwMW@%]/.test(char)) return 1.0;
  if (/[A-Z0-9#&]/.test(char)) return 0.78;
  return 0.66;
}

export function textWidth(text: string, size: number): number {
  return [...text].reduce((sum, char) => sum + advance(char) * size, 0);
}

/** `text` cut to `width`, with an ellipsis when cut (at a word when one ends near the cut). */
function cut(text: string, size: number, width: number): string {
  if (textWidth(text, size) <= width) return text;
  const chars = [...text];
  let kept = '';
  for (const char of chars) {
    if (textWidth(`${kept}${char}…`, size) > width) break;
    kept += char;
  }
  const space = kept.lastIndexOf(' ');
  const atWord = space > kept.length / 2 ? kept.slice(0, space) : kept;
  return `${atWord.trimEnd()}…`;
}

/** `text` in at most `lines` lines of `width`, by words; the last line cut when the rest does not fit. */
export function fitLines(text: string, size: number, width: number, lines: number): string[] {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  const out: string[] = [];
  let line = '';
  for (let index = 0; index < words.length; index += 1) {
    const word = words[index] ?? '';
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size) <= width || !line) {
      line = candidate;
      continue;
    }
    if (out.length === lines - 1) return [...out, cut(`${line} ${words.slice(index).join(' ')}`, size, width)];
    out.push(line);
    line = word;
  }
  if (line) out.push(line);
  return out.length > lines ? out.slice(0, lines) : out.map((each) => cut(each, size, width));
}

function textLines(lines: string[], { y, size, fill, weight }: { y: number; size: number; fill: string; weight: number }) {
  return lines.map(
    (line, index) =>
      `<text x="${TEXT_X}" y="${y + index * Math.round(size * 1.18)}" font-size="${size}" font-weight="${weight}" fill="${fill}">${escapeXml(line)}</text>`,
  );
}

/** The first letter of her name, drawn in the circle when her photo cannot be. */
function initial(name: string): string {
  return [...name.trim()][0]?.toUpperCase() ?? '?';
}

export interface ShareImageDrawing {
  /** Her icon as a data: URI of a square PNG (the function decodes and squares it); null draws her initial instead. */
  iconDataUri: string | null;
  siteName: string;
}

export function shareImageSvg(content: ShareImageContent, { iconDataUri, siteName }: ShareImageDrawing): string {
  const { palette } = content;
  const name = fitLines(content.name, NAME_SIZE, TEXT_WIDTH, 2);
  const title = fitLines(content.title, TITLE_SIZE, TEXT_WIDTH, 2);
  const nameTop = 240 - (name.length - 1) * 36 - (title.length - 1) * 26;
  const handleY = nameTop + (name.length - 1) * Math.round(NAME_SIZE * 1.18) + 58;
  const titleY = handleY + 90;
  const { cx, cy, r } = ICON;
  const photo = iconDataUri
    ? `<image href="${escapeXml(iconDataUri)}" x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" clip-path="url(#face)" preserveAspectRatio="xMidYMid slice"/>`
    : `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.accent}"/><text x="${cx}" y="${cy + 50}" font-size="150" font-weight="700" text-anchor="middle" fill="${palette.onAccent}">${escapeXml(initial(content.name))}</text>`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" viewBox="0 0 ${SHARE_IMAGE_WIDTH} ${SHARE_IMAGE_HEIGHT}" font-family="${FONT_FAMILY}">`,
    `<defs><clipPath id="face"><circle cx="${cx}" cy="${cy}" r="${r}"/></clipPath><clipPath id="card"><rect x="40" y="40" width="${SHARE_IMAGE_WIDTH - 80}" height="${SHARE_IMAGE_HEIGHT - 80}" rx="36"/></clipPath></defs>`,
    `<rect width="${SHARE_IMAGE_WIDTH}" height="${SHARE_IMAGE_HEIGHT}" fill="${palette.background}"/>`,
    `<g clip-path="url(#card)"><rect x="40" y="40" width="${SHARE_IMAGE_WIDTH - 80}" height="${SHARE_IMAGE_HEIGHT - 80}" fill="${palette.surface}"/>`,
    `<rect x="40" y="${SHARE_IMAGE_HEIGHT - 58}" width="${SHARE_IMAGE_WIDTH - 80}" height="18" fill="${palette.accent}"/></g>`,
    `<circle cx="${cx}" cy="${cy}" r="${r + 12}" fill="${palette.accent}"/>`,
    photo,
    ...textLines(name, { y: nameTop, size: NAME_SIZE, fill: palette.heading, weight: 700 }),
    ...textLines([cut(`@${content.username}`, HANDLE_SIZE, TEXT_WIDTH)], {
      y: handleY,
      size: HANDLE_SIZE,
      fill: palette.text,
      weight: 400,
    }),
    ...textLines(title, { y: titleY, size: TITLE_SIZE, fill: palette.accent, weight: 700 }),
    `<text x="${SHARE_IMAGE_WIDTH - 80}" y="${SHARE_IMAGE_HEIGHT - 84}" font-size="${FOOT_SIZE}" text-anchor="end" fill="${palette.text}">${escapeXml(siteName)}</text>`,
    '</svg>',
  ].join('\n');
}
