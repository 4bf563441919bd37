import { encodeBase64 } from './base64';
import { MESSAGES } from './messages';
import { isAllowedImageUrl, isAllowedLink, isAllowedSkinIcon, validatePageSlug } from './studio';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);

describe('the studio’s rules', () => {
  it('takes lower-case slugs as page names and says why it refuses the others', () => {
    expect(validatePageSlug('portfolio')).toBeNull();
    expect(validatePageSlug('meus-trabalhos-2024')).toBeNull();
    expect(validatePageSlug('')).toBe(MESSAGES.pageNameRequired);
    for (const bad of ['Portfolio', 'a b', 'ção', '-a', 'a-', 'a/b', '__x__', '.', 'x'.repeat(31)]) {
      expect(validatePageSlug(bad)).toBe(MESSAGES.pageNameInvalid);
    }
    for (const reserved of ['card', 'editar', 'menu']) expect(validatePageSlug(reserved)).toBe(MESSAGES.pageNameReserved);
  });

  it('allows http and https links only', () => {
    for (const ok of ['', 'https://example.com', 'http://example.com/a?b=c#d', 'https://sub.example.com:8080/x']) {
      expect(isAllowedLink(ok)).toBe(true);
    }
    for (const bad of [
      'javascript:alert(1)',
      'ftp://x.com',
      '//example.com',
      'https://',
      'https://a b.com',
      'https://user@x.com',
      'data:,x',
    ]) {
      expect(isAllowedLink(bad)).toBe(false);
    }
  });

  it('allows https images, the site’s own pictures and inline images whose bytes match their type', () => {
    const inline = `data:image/png;base64,${encodeBase64(PNG)}`;
    for (const ok of ['', 'https://img.example/a.png', '/seed/projeto-1.svg', inline]) expect(isAllowedImageUrl(ok)).toBe(true);
    const lying = `data:image/jpeg;base64,${encodeBase64(PNG)}`;
    for (const bad of ['http://img.example/a.png', 'javascript:x', '/menu/x.png', lying, 'data:image/png;base64,***']) {
      expect(isAllowedImageUrl(bad)).toBe(false);
    }
    expect(isAllowedSkinIcon('default-user.jpg')).toBe(true);
    expect(isAllowedSkinIcon('')).toBe(false);
  });
});
