import { qrMatrix } from './qr-matrix';
import { QR_PRINT_SIZE, qrSvg } from './qr-svg';

const ADDRESS = 'https://exemplo.web.app/marina/home';
const COLOURS = { dark: '#2c0e4a', light: '#fffdf6' };
const ICON = 'data:image/png;base64,iVBORw0KGgo=';

describe('the QR as an SVG file', () => {
  it('has a viewBox in modules and a printed size', () => {
    const matrix = qrMatrix(ADDRESS, { withHole: false });
    const svg = qrSvg(matrix, { colours: COLOURS, title: ADDRESS });
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${matrix.size} ${matrix.size}"`));
    expect(svg).toContain(`width="${QR_PRINT_SIZE}" height="${QR_PRINT_SIZE}"`);
    expect(svg).toContain(`<rect width="${matrix.size}" height="${matrix.size}" fill="#fffdf6"/>`);
    expect(svg).toContain('<path fill="#2c0e4a" d="M');
    expect(svg).not.toContain('<image');
  });

  it('embeds her icon inside the hole, so the file stands alone', () => {
    const matrix = qrMatrix(ADDRESS, { withHole: true });
    const svg = qrSvg(matrix, { colours: COLOURS, icon: ICON, title: ADDRESS });
    const { start, side } = matrix.hole!;
    expect(svg).toContain(`<image href="${ICON}" x="${start + 1}" y="${start + 1}" width="${side - 2}" height="${side - 2}"`);
  });

  it('escapes what the title and the icon carry', () => {
    const svg = qrSvg(qrMatrix(ADDRESS, { withHole: true }), {
      colours: COLOURS,
      icon: 'data:image/svg+xml,"/><script>',
      title: 'a<b>&"c',
    });
    expect(svg).toContain('<title>a&lt;b&gt;&amp;&quot;c</title>');
    expect(svg).not.toContain('<script>');
  });
});
