import { contactIdOf, decodeGoogleCredential, defaultSkinName, InvalidTokenError, isSendableChatMessage, validateContactForm, validateNewSkin } from './rules';
import { MESSAGES } from './messages';

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

describe('contact form (spec 5)', () => {
  const base = { assunto: '', mensagem: '', email: '', signedIn: false };

  it('asks for the e-mail when a visitor who is not signed in leaves it empty after trimming', () => {
    expect(validateContactForm({ ...base, email: '   ', mensagem: 'Oi' })).toBe(MESSAGES.emailRequired);
    expect(MESSAGES.emailRequired).toBe('⚠ Hey, você ainda não disse o seu e-mail!');
  });

  it('asks for the subject when both subject and message are empty', () => {
    expect(validateContactForm({ ...base, email: 'a@b.c' })).toBe('⚠ Hey, você ainda não disse o assunto!');
    expect(validateContactForm({ ...base, signedIn: true, mensagem: '  ' })).toBe(MESSAGES.subjectRequired);
  });

  it('does not check the e-mail format', () => {
    expect(validateContactForm({ ...base, email: 'não é e-mail', mensagem: 'Oi' })).toBeNull();
  });

  it('passes with a subject alone or a message alone', () => {
    expect(validateContactForm({ ...base, email: 'a@b.c', assunto: 'SISTEMA' })).toBeNull();
    expect(validateContactForm({ ...base, email: 'a@b.c', mensagem: 'Olá' })).toBeNull();
  });

  it('needs no e-mail when signed in', () => {
    expect(validateContactForm({ ...base, signedIn: true, mensagem: 'Olá' })).toBeNull();
  });
});

describe('new skin (spec 5)', () => {
  it('requires the name and the theme', () => {
    expect(validateNewSkin({ username: ' ', theme: 'CYBERPINK' })).toBe(MESSAGES.skinNameRequired);
    expect(validateNewSkin({ username: 'nova', theme: '' })).toBe(MESSAGES.skinThemeRequired);
    expect(validateNewSkin({ username: 'nova', theme: 'CYBERPINK' })).toBeNull();
  });

  it('refuses names that cannot be a URL segment or that the app owns', () => {
    expect(validateNewSkin({ username: 'a/b', theme: 'sunshine' })).toBe(MESSAGES.skinNameInvalid);
    expect(validateNewSkin({ username: 'menu', theme: 'sunshine' })).toBe(MESSAGES.skinNameInvalid);
  });
});

describe('chat (spec 5)', () => {
  it('never sends an empty or whitespace-only message', () => {
    expect(isSendableChatMessage('')).toBe(false);
    expect(isSendableChatMessage(' \n\t ')).toBe(false);
    expect(isSendableChatMessage(' oi ')).toBe(true);
  });
});

describe('contact id', () => {
  it('is both participants sorted and joined with an underscore', () => {
    expect(contactIdOf('visitante', 'lab')).toBe('lab_visitante');
    expect(contactIdOf('lab', 'visitante')).toBe('lab_visitante');
  });
});

describe('default skin name', () => {
  it('is User plus an integer below 10000', () => {
    expect(defaultSkinName(0)).toBe('User0');
    expect(defaultSkinName(0.99999999)).toBe('User9999');
  });
});

describe('login credential decoding', () => {
  const claims = { sub: '123', given_name: 'Ana', email: 'ana@exemplo.com', picture: 'https://x/p.jpg', name: 'Ana Lima' };
  const token = `${b64url({ alg: 'RS256' })}.${b64url(claims)}.c2lnbmF0dXJl`;

  it('reads sub, given_name, email, picture and name', () => {
    expect(decodeGoogleCredential(token)).toEqual(claims);
  });

  it.each([
    ['not a string', 42],
    ['missing parts', `${b64url({})}.${b64url(claims)}`],
    ['an empty part', `${b64url({})}..sig`],
    ['invalid base64', `${b64url({})}.@@@.sig`],
    ['invalid JSON', `${b64url({})}.${Buffer.from('{nope').toString('base64url')}.sig`],
    ['a JSON array payload', `${b64url({})}.${b64url([1])}.sig`],
  ])('is an invalid-token error for %s', (_name, value) => {
    expect(() => decodeGoogleCredential(value)).toThrow(InvalidTokenError);
  });
});
