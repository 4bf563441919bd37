import { QR_MIN_CONTRAST, contrastRatio, scannableColours } from './qr-colours';

describe("a QR in her theme's colours", () => {
  it('keeps a pair that already reads well as it is', () => {
    expect(scannableColours({ dark: '#2c0e4a', light: '#ffffff' })).toEqual({
      dark: '#2c0e4a',
      light: '#ffffff',
      adjusted: false,
    });
  });

  it('puts the darker colour on the modules whichever way the theme names them', () => {
    const colours = scannableColours({ dark: '#FFFFFF', light: '#2C0E4A' });
    expect(colours).toMatchObject({ dark: '#2c0e4a', light: '#ffffff' });
  });

  it('darkens a neon pink on a pale pink until a camera tells them apart, keeping its hue', () => {
    expect(contrastRatio('#ff3ebf', '#fff0fb')).toBeLessThan(QR_MIN_CONTRAST);
    const colours = scannableColours({ dark: '#ff3ebf', light: '#fff0fb' });
    expect(colours.adjusted).toBe(true);
    expect(contrastRatio(colours.dark, colours.light)).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
    expect(colours.light).toBe('#fff0fb');
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(colours.dark.slice(at, at + 2), 16)) as [number, number, number];
    expect(r).toBeGreaterThan(g);
    expect(b).toBeGreaterThan(g);
  });

  it('also lightens the ground when two dark colours are all the theme has', () => {
    const colours = scannableColours({ dark: '#05020a', light: '#3a1050' });
    expect(colours.adjusted).toBe(true);
    expect(contrastRatio(colours.dark, colours.light)).toBeGreaterThanOrEqual(QR_MIN_CONTRAST);
  });
});
