/** The gallery's settings as a schema checks them, and the thumbnail named after a large rendition. */
import { z } from 'zod';
import { fittedWidth, galeriaSchemaOf, newGaleria, thumbUrlOf } from '.';

const schema = galeriaSchemaOf(z.string().refine((url) => url === '' || url.startsWith('https://')));
const picture = { id: 'a', src: 'https://x.example/a.webp', alt: ' Mar ', largura: 800, altura: 600 };

describe('the gallery schema', () => {
  it('keeps a picture, its description trimmed, and starts a new gallery empty', () => {
    expect(schema.parse({ imagens: [picture] })).toEqual({ imagens: [{ ...picture, alt: 'Mar' }] });
    expect(newGaleria()).toEqual({ imagens: [] });
  });

  it('refuses an address the check refuses, and an empty one', () => {
    expect(schema.safeParse({ imagens: [{ ...picture, src: 'http://x.example/a.webp' }] }).success).toBe(false);
    expect(schema.safeParse({ imagens: [{ ...picture, src: '' }] }).success).toBe(false);
  });
});

describe('thumbUrlOf', () => {
  it('names the thumbnail the image store wrote beside a large rendition', () => {
    const large = 'https://firebasestorage.googleapis.com/v0/b/b/o/skins%2Fu%2Fs%2Fabc-large.webp?alt=media';
    expect(thumbUrlOf(large)).toBe('https://firebasestorage.googleapis.com/v0/b/b/o/skins%2Fu%2Fs%2Fabc-thumb.webp?alt=media');
  });

  it('has none for an address the image store did not name (the demo’s inline images, any other https)', () => {
    expect(thumbUrlOf('data:image/webp;base64,AAAA')).toBeNull();
    expect(thumbUrlOf('https://cdn.example/foto.jpg')).toBeNull();
  });
});

describe('fittedWidth', () => {
  it('is the width once the longest side fits, never enlarged', () => {
    expect(fittedWidth(1600, 1200, 400)).toBe(400);
    expect(fittedWidth(900, 1600, 400)).toBe(225);
    expect(fittedWidth(300, 200, 400)).toBe(300);
  });
});
