import { DEFAULT_AVATAR } from '@lab/domain/kernel';
import { assetUrl } from './asset-url';

describe('an image reference', () => {
  it('anchors the bare default avatar at the site root', () => {
    expect(assetUrl(DEFAULT_AVATAR)).toBe('/default-user.jpg');
  });

  it.each(['/seed/skin-lab.svg', 'https://lh3.googleusercontent.com/a/x', 'data:image/png;base64,AA==', ''])(
    'keeps %s as it is',
    (src) => {
      expect(assetUrl(src)).toBe(src);
    },
  );
});
