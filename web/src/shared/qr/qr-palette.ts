/**
 * Each theme's QR colours, taken from its stylesheet (web/src/features/themes/*.css, the default
 * look in shared/ui/base.css; a test holds them to those files): the accent draws the modules, the
 * lightest ground of the theme is the ground. A QR is printed, so even a dark theme's is dark on
 * light: CYBERPINK's neon pink sits on its pale heading colour, and scannableColours darkens it.
 */
import { scannableColours, type QrColours } from '@lab/domain/qr';
import { THEMES, type ThemeName } from '@lab/domain/kernel';

export const QR_PALETTES: Record<ThemeName | 'default', QrColours> = {
  default: { dark: '#7b2cbf', light: '#ffffff' },
  CYBERPINK: { dark: '#ff3ebf', light: '#fff0fb' },
  sunshine: { dark: '#c2410c', light: '#fffdf6' },
};

/**
 * The colours of a skin's QR from its theme field (any case; none or unknown: the default look),
 * made scannable: a pair with too little contrast comes back darker (see scannableColours).
 */
export function qrColoursOf(theme: string): QrColours {
  const wanted = theme.trim().toLowerCase();
  const name = THEMES.find((known) => known.toLowerCase() === wanted) ?? 'default';
  const { dark, light } = scannableColours(QR_PALETTES[name]);
  return { dark, light };
}
