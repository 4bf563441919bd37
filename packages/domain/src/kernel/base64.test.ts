import fc from 'fast-check';
import { decodeBase64, encodeBase64 } from './base64';

describe('base64', () => {
  it.each([
    ['', ''],
    ['f', 'Zg=='],
    ['fo', 'Zm8='],
    ['foo', 'Zm9v'],
    ['foobar', 'Zm9vYmFy'],
  ])('encodes %p as the standard %p (RFC 4648 vectors)', (plain, encoded) => {
    const bytes = new Uint8Array([...plain].map((char) => char.charCodeAt(0)));
    expect(encodeBase64(bytes)).toBe(encoded);
    expect(decodeBase64(encoded)).toEqual(bytes);
  });

  it('reads back whatever it wrote', () => {
    fc.assert(fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => expect(decodeBase64(encodeBase64(bytes))).toEqual(bytes)));
  });

  it.each(['abc', 'ab=c', '****', 'QQ==QQ==', 'data:image/png;base64,QQ=='])('refuses %p', (text) => {
    expect(decodeBase64(text)).toBeNull();
  });
});
