import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { encodeBase64 } from '@lab/domain/kernel';
import { isAllowedImageUrl } from '@lab/domain/studio';
import { buildTarget } from './build-target';
import { allows, directiveSources, sitePolicy } from './csp';

const policy = sitePolicy(JSON.parse(readFileSync(resolve(__dirname, '..', '..', 'firebase.json'), 'utf8')));
const SITE = 'https://lab.example.com';
const real = {
  VITE_BACKEND: 'firebase',
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_PROJECT_ID: 'lab-prod',
  VITE_FIREBASE_APP_ID: 'app',
  VITE_RECAPTCHA_ENTERPRISE_SITE_KEY: 'site-key',
  VITE_CONTROLADOR_NOME: 'Lab Design Ltda.',
  VITE_CONTROLADOR_EMAIL: 'privacidade@lab.example.com',
  VITE_FIREBASE_MESSAGING_SENDER_ID: '123456',
  VITE_FIREBASE_VAPID_KEY: 'vapid-key',
};

describe("the site's Content-Security-Policy", () => {
  it('CSP: frame-src holds the auth domain a build is configured with, or the build is refused', () => {
    expect(() => buildTarget({ ...real, VITE_FIREBASE_AUTH_DOMAIN: 'lab-prod.firebaseapp.com' }, policy)).not.toThrow();
    expect(() => buildTarget({ ...real, VITE_FIREBASE_AUTH_DOMAIN: 'lab.example.com' }, policy)).not.toThrow();
    expect(() => buildTarget({ ...real, VITE_FIREBASE_AUTH_DOMAIN: 'login.elsewhere.example', SITE_URL: SITE }, policy)).toThrow(
      /does not allow frames of https:\/\/login\.elsewhere\.example/,
    );
  });

  it('CSP: img-src lets every image the studio accepts show', () => {
    const sources = directiveSources(policy, 'img-src');
    const png = `data:image/png;base64,${encodeBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))}`;
    for (const url of [
      'https://img.example/cartaz.png',
      `${SITE}/seed/projeto-1.svg`,
      'https://firebasestorage.googleapis.com/v0/b/x/o/y',
    ]) {
      expect(isAllowedImageUrl(url.replace(SITE, ''))).toBe(true);
      expect(allows(sources, url, SITE)).toBe(true);
    }
    // The demo's uploads are inline images, served under the same policy.
    expect(allows(sources, png, SITE)).toBe(true);
    expect(allows(sources, 'http://img.example/a.png', SITE)).toBe(false);
  });

  it('CSP: the signed-in area may register its service worker and link its manifest, from the site alone', () => {
    for (const [directive, path] of [
      ['worker-src', '/sw.js'],
      ['manifest-src', '/manifest.webmanifest'],
    ] as const) {
      const sources = directiveSources(policy, directive);
      expect(allows(sources, `${SITE}${path}`, SITE)).toBe(true);
      expect(allows(sources, `https://elsewhere.example${path}`, SITE)).toBe(false);
    }
  });

  it('reads a directive by name and nothing else', () => {
    expect(directiveSources("default-src 'self'; frame-src 'self' https://*.firebaseapp.com", 'frame-src')).toEqual([
      "'self'",
      'https://*.firebaseapp.com',
    ]);
    expect(directiveSources("default-src 'self'", 'frame-src')).toEqual([]);
  });
});
