import { callerFromClaims, identityOf } from './identity';

describe('the identity a verified token describes', () => {
  it('reads the name, e-mail and picture, and takes the first word of the name as the given name', () => {
    expect(
      identityOf({ uid: 'u1', name: 'Dona do Lab', email: 'dona@example.com', picture: 'https://x/d.jpg', admin: true }),
    ).toEqual({
      uid: 'u1',
      admin: true,
      name: 'Dona do Lab',
      givenName: 'Dona',
      email: 'dona@example.com',
      picture: 'https://x/d.jpg',
    });
  });

  it('trims the name before splitting it, whatever the spacing', () => {
    expect(identityOf({ uid: 'u1', name: '  Maria \t da Silva ' })).toMatchObject({
      name: 'Maria \t da Silva',
      givenName: 'Maria',
    });
  });

  it('makes an owner only of an admin claim that is exactly true', () => {
    for (const admin of ['true', 1, {}, null, undefined, false]) expect(identityOf({ uid: 'u1', admin }).admin).toBe(false);
    expect(identityOf({ uid: 'u1', admin: true }).admin).toBe(true);
  });

  it('reads missing and non-text claims as empty text', () => {
    expect(identityOf({ uid: 'u2', name: null, email: 42, picture: undefined })).toEqual({
      uid: 'u2',
      admin: false,
      name: '',
      givenName: '',
      email: '',
      picture: '',
    });
  });
});

describe('the caller a verified token describes', () => {
  it('trusts the e-mail as verified only for an email_verified claim that is exactly true', () => {
    for (const email_verified of ['true', 1, null, undefined, false]) {
      expect(callerFromClaims({ uid: 'u1', email: 'a@b.com', email_verified }).emailVerified).toBe(false);
    }
    expect(callerFromClaims({ uid: 'u1', email: 'a@b.com', email_verified: true })).toMatchObject({
      email: 'a@b.com',
      emailVerified: true,
    });
  });
});
