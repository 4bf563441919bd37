import { contactIdOf, defaultSkinName, isSendableChatMessage, validateContactForm, validateNewSkin } from './validation';
import { MESSAGES } from './messages';

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
