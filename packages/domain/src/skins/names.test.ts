import { checkDisplayName, firstFreeAddress, normalLink, pageSlugOf, skinAddressOf } from './names';
import { isAllowedLink, validatePageSlug } from '../studio';
import { isValidSkinName } from '../kernel/validation';

describe('a name made an address', () => {
  it('turns spaces into dashes and drops accents: "Marina Souza" is marina-souza, "João" is joao', () => {
    expect(skinAddressOf('Marina Souza')).toBe('marina-souza');
    expect(skinAddressOf('  João   da Silva ')).toBe('joao-da-silva');
    expect(skinAddressOf('Ação & Reação')).toBe('acao-reacao');
    expect(skinAddressOf('Ærø Straße')).toBe('aero-strasse');
  });

  it('leaves emoji out, and nothing when only emoji were typed', () => {
    expect(skinAddressOf('Marina 🎨 Design')).toBe('marina-design');
    expect(skinAddressOf('🎨✨')).toBe('');
    expect(skinAddressOf('a')).toBe('');
  });

  it('cuts a long name to the limit without a dash at the end, always a valid skin name', () => {
    const address = skinAddressOf('Maria Eduarda Figueiredo de Albuquerque Neto');
    expect(address.length).toBeLessThanOrEqual(30);
    expect(address.endsWith('-')).toBe(false);
    expect(isValidSkinName(address)).toBe(true);
  });

  it('makes page names addresses: "Sobre mim" is sobre-mim and "Serviços" is servicos', () => {
    expect(pageSlugOf('Sobre mim')).toBe('sobre-mim');
    expect(pageSlugOf('Serviços')).toBe('servicos');
    expect(pageSlugOf('Contato / Orçamento!')).toBe('contato-orcamento');
    expect(validatePageSlug(pageSlugOf('Perguntas Frequentes (FAQ)'))).toBeNull();
    expect(pageSlugOf('🌟')).toBe('');
  });

  it('suggests the next free address when the one made is taken: marina-souza-2, then -3', async () => {
    const taken = new Set(['marina-souza', 'marina-souza-2']);
    await expect(firstFreeAddress('marina-souza', async (n) => !taken.has(n))).resolves.toBe('marina-souza-3');
    await expect(firstFreeAddress('marina', async () => true)).resolves.toBe('marina');
  });

  it('keeps a suggestion for a name at the limit within the limit', async () => {
    const base = 'a'.repeat(30);
    const free = await firstFreeAddress(base, async (n) => n !== base);
    expect(free).toBe(`${'a'.repeat(28)}-2`);
  });

  it('gives up after the tries it was given', async () => {
    await expect(firstFreeAddress('x1', async () => false, 3)).resolves.toBeNull();
  });
});

describe('a display name', () => {
  it('keeps letters, accents, emoji and capitals as typed, trimmed and with single spaces', () => {
    expect(checkDisplayName('  Marina   Design 🎨 ')).toEqual({ ok: true, name: 'Marina Design 🎨' });
    expect(checkDisplayName('joão')).toEqual({ ok: true, name: 'joão' });
  });

  it('counts an emoji as one character: 60 fit, 61 do not', () => {
    expect(checkDisplayName('🎨'.repeat(60)).ok).toBe(true);
    expect(checkDisplayName('🎨'.repeat(61))).toEqual({ ok: false, problem: 'too-long' });
  });

  it('refuses control and bidi-override characters, and an empty name', () => {
    expect(checkDisplayName('Marina\u202Eengised')).toEqual({ ok: false, problem: 'forbidden' });
    expect(checkDisplayName('Marina\u2066x\u2069')).toEqual({ ok: false, problem: 'forbidden' });
    expect(checkDisplayName('Mari\u0000na')).toEqual({ ok: false, problem: 'forbidden' });
    expect(checkDisplayName('Marina\nSouza')).toEqual({ ok: false, problem: 'forbidden' });
    expect(checkDisplayName('   ')).toEqual({ ok: false, problem: 'required' });
  });
});

describe('a link typed without a scheme', () => {
  it('gets https:// when it starts like a host', () => {
    expect(normalLink('behance.net/marina')).toBe('https://behance.net/marina');
    expect(normalLink(' www.exemplo.com.br ')).toBe('https://www.exemplo.com.br');
    expect(isAllowedLink(normalLink('behance.net/marina'))).toBe(true);
  });

  it('leaves an address with a scheme, and anything not like a host, for the link rule to judge', () => {
    expect(normalLink('http://exemplo.com')).toBe('http://exemplo.com');
    expect(normalLink('javascript:alert(1)')).toBe('javascript:alert(1)');
    expect(isAllowedLink(normalLink('javascript:alert(1)'))).toBe(false);
    expect(normalLink('meu portfolio')).toBe('meu portfolio');
    expect(normalLink('')).toBe('');
  });
});
