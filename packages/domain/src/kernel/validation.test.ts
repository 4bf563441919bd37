import {
  contactFieldOf,
  contactFormProblems,
  contactIdOf,
  defaultSkinName,
  isSendableChatMessage,
  isValidEmail,
  isValidSkinName,
  ROUTE_NAMES,
  SITE_NAMES,
  validateContactForm,
  validateNewSkin,
} from './validation';
import { MESSAGES } from './messages';

describe('contact form', () => {
  const base = { assunto: '', mensagem: '', email: '', signedIn: false };

  it('asks for the e-mail when a visitor who is not signed in leaves it empty after trimming', () => {
    expect(validateContactForm({ ...base, email: '   ', mensagem: 'Oi' })).toBe(MESSAGES.emailRequired);
    expect(MESSAGES.emailRequired).toBe('⚠ Hey, você ainda não disse o seu e-mail!');
  });

  it('asks for the subject when both subject and message are empty', () => {
    expect(validateContactForm({ ...base, email: 'a@b.c' })).toBe('⚠ Hey, você ainda não disse o assunto!');
    expect(validateContactForm({ ...base, signedIn: true, mensagem: '  ' })).toBe(MESSAGES.subjectRequired);
  });

  it('refuses an anonymous visitor’s e-mail that is not shaped like one, saying so', () => {
    for (const email of ['não é e-mail', 'ana', 'ana@', '@x.com', 'a@b', 'a@b.', 'a b@c.com', 'a@@b.com']) {
      expect({ email, refusal: validateContactForm({ ...base, email, mensagem: 'Oi' }) }).toEqual({
        email,
        refusal: MESSAGES.emailInvalid,
      });
    }
    expect(validateContactForm({ ...base, email: 'a/b@c.d', mensagem: 'Oi' })).toBe(MESSAGES.emailInvalidChars);
    expect(validateContactForm({ ...base, email: ' Ana.Souza+lab@mail.example.com.br ', mensagem: 'Oi' })).toBeNull();
  });

  it('checks no e-mail at all for someone signed in', () => {
    expect(validateContactForm({ ...base, signedIn: true, email: 'não é e-mail', mensagem: 'Oi' })).toBeNull();
  });

  it('passes with a subject alone or a message alone', () => {
    expect(validateContactForm({ ...base, email: 'a@b.c', assunto: 'SISTEMA' })).toBeNull();
    expect(validateContactForm({ ...base, email: 'a@b.c', mensagem: 'Olá' })).toBeNull();
  });

  it('needs no e-mail when signed in', () => {
    expect(validateContactForm({ ...base, signedIn: true, mensagem: 'Olá' })).toBeNull();
  });

  it('finds every problem at once, each under its field, the optional name included', () => {
    expect(contactFormProblems({ ...base, nome: 'a'.repeat(81), mensagem: 'x'.repeat(2001) })).toEqual({
      email: MESSAGES.emailRequired,
      nome: MESSAGES.contactNameTooLong,
      mensagem: MESSAGES.messageTooLong,
    });
    expect(contactFormProblems({ ...base, email: 'a@b.c', nome: 'Ana\u202E', assunto: 'OUTRO' })).toEqual({
      nome: MESSAGES.contactNameInvalidChars,
    });
    expect(contactFormProblems({ ...base, email: 'a@b.c', nome: '🌸'.repeat(80), assunto: 'OUTRO' })).toEqual({});
  });

  it('knows which field each refusal of the server is about, and leaves the others to the form', () => {
    expect(contactFieldOf(MESSAGES.contactWhatsappInvalid)).toBe('whatsapp');
    expect(contactFieldOf(MESSAGES.emailTooLong)).toBe('email');
    expect(contactFieldOf(MESSAGES.messageInvalidChars)).toBe('mensagem');
    expect(contactFieldOf(MESSAGES.contactRateLimited)).toBeNull();
  });
});

describe('new skin', () => {
  it('requires the name and the theme', () => {
    expect(validateNewSkin({ username: ' ', theme: 'CYBERPINK' })).toBe(MESSAGES.skinNameRequired);
    expect(validateNewSkin({ username: 'nova', theme: '' })).toBe(MESSAGES.skinThemeRequired);
    expect(validateNewSkin({ username: 'nova', theme: 'CYBERPINK' })).toBeNull();
  });

  it('refuses names that cannot be a URL segment, saying exactly which characters are allowed', () => {
    expect(validateNewSkin({ username: 'a/b', theme: 'sunshine' })).toBe(MESSAGES.skinNameInvalid);
    expect(validateNewSkin({ username: 'joão', theme: 'sunshine' })).toBe(MESSAGES.skinNameInvalid);
    expect(MESSAGES.skinNameInvalid).toContain('letras sem acento (a-z, A-Z)');
  });

  it('refuses the names of the app’s own routes and files with the reserved-name message, owners included, in any case', () => {
    for (const username of [...ROUTE_NAMES, 'MENU', 'Assets', 'Seed']) {
      expect({ username, refusal: validateNewSkin({ username, theme: 'sunshine', admin: true }) }).toEqual({
        username,
        refusal: MESSAGES.skinNameReserved,
      });
      expect(isValidSkinName(username)).toBe(false);
    }
    expect(MESSAGES.skinNameReserved).toBe('Esse nome é reservado para o site. Escolha outro.');
  });

  it('keeps the site’s names (lab, admin, api) for owners, in any case', () => {
    for (const username of [...SITE_NAMES, 'Lab', 'LAB', 'Admin']) {
      expect(validateNewSkin({ username, theme: 'sunshine' })).toBe(MESSAGES.skinNameReserved);
      expect(validateNewSkin({ username, theme: 'sunshine', admin: false })).toBe(MESSAGES.skinNameReserved);
      expect(validateNewSkin({ username, theme: 'sunshine', admin: true })).toBeNull();
      // The site's own skins have these names, so their pages load.
      expect(isValidSkinName(username)).toBe(true);
    }
  });

  it('refuses names Firestore forbids as document ids', () => {
    for (const username of ['__x__', '__lab__', '____']) {
      expect(validateNewSkin({ username, theme: 'sunshine', admin: true })).toBe(MESSAGES.skinNameReserved);
      expect(isValidSkinName(username)).toBe(false);
    }
    for (const username of ['.', '..', 'a/b', 'a.b']) expect(isValidSkinName(username)).toBe(false);
  });
});

describe('chat', () => {
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

  it('Contact ids collide: never gives two different pairs of keys the same id, whatever "_" or "~" they hold', () => {
    // Skin names hold "_"; e-mails hold almost anything, "_" and "~" on either side of the "@".
    const keys = ['joe', 'joe_x', 'x', 'x_lab', 'lab', 'a_b', 'b_c', 'c', 'a', 'x@c.de', 'x@c.de_lab', 'joe_x@c.de', 'a~ub@c.d'];
    keys.push('a_b@c.d', 'a~tub@c.d', 'a~', '~', '_', 'a~u', 'a_');
    const seen = new Map<string, string>();
    for (const [i, a] of keys.entries()) {
      for (const b of keys.slice(i + 1)) {
        const id = contactIdOf(a, b);
        const pair = [a, b].sort().join(' + ');
        expect(`${id} <- ${seen.get(id) ?? pair}`).toBe(`${id} <- ${pair}`);
        seen.set(id, pair);
      }
    }
  });

  it('keeps the id of every pair whose keys hold no "_" or "~" (the seed, most contacts), and no id holds "/"', () => {
    expect(contactIdOf('ana.souza@example.com', 'lab')).toBe('ana.souza@example.com_lab');
    expect(contactIdOf('joe_x@c.de', 'lab')).not.toContain('/');
  });
});

describe('default skin name', () => {
  it('is User plus an integer below 10000', () => {
    expect(defaultSkinName(0)).toBe('User0');
    expect(defaultSkinName(0.99999999)).toBe('User9999');
  });

  it('takes a longer suffix when asked, still a valid skin name', () => {
    expect(defaultSkinName(0.99999999, 1_000_000)).toBe('User999999');
    expect(isValidSkinName(defaultSkinName(0.99999999, 100_000_000))).toBe(true);
  });
});

describe('e-mail syntax', () => {
  it('holds an "@", which no skin name can: an anonymous key never collides with a skin’s', () => {
    expect(isValidEmail('v@x.com')).toBe(true);
    expect(isValidEmail('ana')).toBe(false);
    expect(isValidSkinName('v@x.com')).toBe(false);
  });
});
