/**
 * A QR's two colours: her theme's, as long as a phone's camera still tells them apart. Readers
 * look for dark modules on a light ground, so the darker colour always draws the modules.
 */

export interface QrColours {
  /** The modules' colour, "#rrggbb". */
  dark: string;
  /** The ground's colour, "#rrggbb". */
  light: string;
}

/**
 * The least contrast (WCAG's ratio) a QR in her colours keeps. Cameras in dim light and cheap
 * printers flatten colours; 7:1 is what black on a mid grey gives, and reads everywhere in practice.
 */
export const QR_MIN_CONTRAST = 7;

type Rgb = [number, number, number];

function rgbOf(hex: string): Rgb {
  const digits = /^#?([0-9a-f]{6})$/i.exec(hex)?.[1] ?? '000000';
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

const hexOf = (rgb: Rgb): string => `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG's contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [high, low] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (high + 0.05) / (low + 0.05);
}

/** `hex` moved `share` of the way towards `to`. */
function mix(hex: string, to: Rgb, share: number): string {
  const from = rgbOf(hex);
  return hexOf(from.map((c, i) => c + (to[i]! - c) * share) as Rgb);
}

/**
 * Her theme's pair made scannable: the darker colour on the lighter one; when they are too close
 * (a neon pink on a pale pink), the modules are darkened towards black, then, if that is not
 * enough, the ground lightened towards white, step by step, so the QR keeps her hue as far as it can.
 */
export function scannableColours(pair: QrColours): QrColours & { adjusted: boolean } {
  let [dark, light] = luminance(pair.dark) <= luminance(pair.light) ? [pair.dark, pair.light] : [pair.light, pair.dark];
  dark = hexOf(rgbOf(dark));
  light = hexOf(rgbOf(light));
  const original = { dark, light };
  for (let step = 1; step <= 10 && contrastRatio(dark, light) < QR_MIN_CONTRAST; step += 1) {
    dark = mix(original.dark, [0, 0, 0], step / 10);
  }
  for (let step = 1; step <= 10 && contrastRatio(dark, light) < QR_MIN_CONTRAST; step += 1) {
    light = mix(original.light, [255, 255, 255], step / 10);
  }
  return { dark, light, adjusted: dark !== original.dark || light !== original.light };
}
