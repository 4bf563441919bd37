import { NEW_ACCOUNT } from '../port';
import { emulatorAccounts, emulatorGoogleIdToken } from './firebase-emulator-accounts';

const ORIGIN = 'http://127.0.0.1:5000';
const claimsOf = (token: string) => JSON.parse(token) as Record<string, unknown>;

describe('sign-in on the Auth emulator without Google', () => {
  it('offers the seeded accounts, owners marked', () => {
    const accounts = emulatorAccounts();
    expect(accounts.map((a) => a.displayName)).toEqual(expect.arrayContaining(['Dona do Lab', 'Visitante Teste']));
    expect(accounts.find((a) => a.displayName === 'Dona do Lab')?.admin).toBe(true);
    expect(accounts.find((a) => a.displayName === 'Visitante Teste')?.admin).toBe(false);
  });

  it('signs a seeded account in as itself: its uid is the Google identity the seed linked', () => {
    expect(claimsOf(emulatorGoogleIdToken('user-visitante', ORIGIN))).toMatchObject({
      sub: 'user-visitante',
      email_verified: true,
      name: 'Visitante Teste',
      picture: expect.stringMatching(/^http:\/\/127\.0\.0\.1:5000\/seed\//),
    });
  });

  it('makes up a Google account the emulator has never seen for "Nova conta", a new one each time', () => {
    let n = 0;
    const random = () => (n++ % 7) / 7;
    const first = claimsOf(emulatorGoogleIdToken(NEW_ACCOUNT, ORIGIN, random));
    const second = claimsOf(emulatorGoogleIdToken(NEW_ACCOUNT, ORIGIN, random));
    expect(first).toMatchObject({
      email: expect.stringMatching(/^nova\.pessoa\.\d+@example\.com$/),
      name: expect.stringMatching(/^Nova Pessoa \d+$/),
    });
    expect(first['sub']).not.toBe(second['sub']);
    expect(first['picture']).toBe(`${ORIGIN}/default-user.jpg`);
  });

  it('refuses an account the seed does not have', () => {
    expect(() => emulatorGoogleIdToken('alguem', ORIGIN)).toThrow();
  });
});
