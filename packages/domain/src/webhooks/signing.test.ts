/**
 * The signature is the Standard Webhooks one: known answers from RFC 4231 (HMAC-SHA256) and from the
 * Standard Webhooks reference libraries' own test, so a receiver using their verifier accepts ours.
 * (functions/src/webhooks/webhook-signature.test.ts checks it again against Node's crypto.)
 */
import { encodeBase64 } from '../kernel/base64';
import { hmacSha256, newWebhookSecret, secretKey, webhookHeaders, webhookSignature } from './signing';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('webhook signatures', () => {
  it('HMAC-SHA256 gives RFC 4231’s answers (a short key, and a key longer than a block)', () => {
    expect(hex(hmacSha256(utf8('Jefe'), utf8('what do ya want for nothing?')))).toBe(
      '5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843',
    );
    const longKey = new Uint8Array(131).fill(0xaa);
    expect(hex(hmacSha256(longKey, utf8('Test Using Larger Than Block-Size Key - Hash Key First')))).toBe(
      '60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54',
    );
  });

  it('signs "{id}.{timestamp}.{body}" as the Standard Webhooks reference test does', () => {
    const signature = webhookSignature('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', {
      id: 'msg_p5jXN8AQM9LWM0D4loKWxJek',
      timestamp: 1614265330,
      body: '{"test": 2432232314}',
    });
    expect(signature).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });

  it('a secret is whsec_ and the base64 of 32 random bytes; two are never the same', () => {
    const fixed = newWebhookSecret((n) => new Uint8Array(n).fill(7));
    expect(fixed).toBe(`whsec_${encodeBase64(new Uint8Array(32).fill(7))}`);
    expect(secretKey(fixed)).toEqual(new Uint8Array(32).fill(7));
    const [a, b] = [newWebhookSecret(), newWebhookSecret()];
    expect(a).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    expect(a).not.toBe(b);
    expect(secretKey('sk_outro')).toBeNull();
  });

  it('sends the id, the timestamp in seconds, the signature and who we are', () => {
    const secret = newWebhookSecret();
    const headers = webhookHeaders(secret, { id: 'evt_1', timestamp: 1_700_000_000, body: '{}' });
    expect(headers).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': expect.stringMatching(/^Lab-Webhooks\//),
      'Webhook-Id': 'evt_1',
      'Webhook-Timestamp': '1700000000',
      'Webhook-Signature': webhookSignature(secret, { id: 'evt_1', timestamp: 1_700_000_000, body: '{}' }),
    });
  });
});
