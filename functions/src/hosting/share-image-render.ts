/**
 * The share image drawn to PNG: the domain's SVG (previews slice) rendered by sharp, with her icon
 * decoded and squared first, so the SVG only ever embeds a PNG this code wrote.
 *
 * sharp renders SVG text with the fonts fontconfig finds, and a Functions instance may have none:
 * the text would then vanish. So the function ships DejaVu Sans (the dejavu-fonts-ttf package;
 * scripts/build.mjs copies its two files into dist/fonts) and points fontconfig at it before the first
 * text is drawn. Should that fail, the system's fonts are used, and the image still has her photo
 * and colours.
 */
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, shareImageSvg, type ShareImageContent } from '@lab/domain/previews';
import { MAX_INPUT_PIXELS } from '../images/image-transform';

/** The icon's side in the SVG's circle, doubled for sharp edges. */
const ICON_SIDE = 320;

/** The bundled fonts' folder: the deployed bundle's copy, else the package in node_modules. */
export function bundledFontDir(bundleDir: string = __dirname): string | null {
  const copied = join(bundleDir, 'fonts');
  if (existsSync(copied)) return copied;
  try {
    return join(dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf');
  } catch {
    return null;
  }
}

let fontsConfigured = false;

/**
 * Points fontconfig at the bundled fonts, then the system's, once and before the first render
 * (fontconfig reads FONTCONFIG_FILE when it starts). A deployment that sets its own is left alone.
 */
export function useBundledFonts(fontDir: string | null = bundledFontDir()): void {
  if (fontsConfigured || process.env.FONTCONFIG_FILE || fontDir === null) return;
  fontsConfigured = true;
  const dir = join(tmpdir(), 'share-image-fonts');
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'fonts.conf');
  const escaped = (path: string) => path.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  writeFileSync(
    file,
    `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n` +
      `  <dir>${escaped(fontDir)}</dir>\n  <dir>/usr/share/fonts</dir>\n  <cachedir>${escaped(join(dir, 'cache'))}</cachedir>\n</fontconfig>\n`,
  );
  process.env.FONTCONFIG_FILE = file;
}

/** Her icon as a square PNG data: URI; null when the bytes are not one still image sharp decodes. */
async function iconDataUri(bytes: Uint8Array | null): Promise<string | null> {
  if (!bytes) return null;
  try {
    const png = await sharp(bytes, { failOn: 'warning', limitInputPixels: MAX_INPUT_PIXELS })
      .resize(ICON_SIDE, ICON_SIDE, { fit: 'cover' })
      .png()
      .toBuffer();
    return `data:image/png;base64,${png.toString('base64')}`;
  } catch {
    return null;
  }
}

/** The 1200×630 PNG of `content`, with her icon's bytes when the image store has them. */
export async function renderShareImage(content: ShareImageContent, icon: Uint8Array | null, siteName: string): Promise<Buffer> {
  useBundledFonts();
  const svg = shareImageSvg(content, { iconDataUri: await iconDataUri(icon), siteName });
  return sharp(Buffer.from(svg)).resize(SHARE_IMAGE_WIDTH, SHARE_IMAGE_HEIGHT).png({ compressionLevel: 9 }).toBuffer();
}
