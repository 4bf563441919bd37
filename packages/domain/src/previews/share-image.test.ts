import type { SkinSite } from '../skins';
import { shareSite } from './previews-testing';
import { PUBLIC_MESSAGES } from '../kernel/public-messages';
import { validateNewSkinName } from '../kernel/validation';
import { SHARE_IMAGE_ROOT } from '../kernel/function-addresses';
import {
  DEFAULT_SHARE_PALETTE,
  parseShareImagePath,
  SHARE_PALETTES,
  shareImageContent,
  shareImagePath,
  shareImageVersion,
} from '.';

describe('what a page’s share image shows', () => {
  it('is her display name, her address, the page’s title, her icon and her theme’s colours', () => {
    expect(shareImageContent(shareSite(), 'projetos')).toEqual({
      name: 'Marina Souza',
      username: 'marina',
      title: 'Projetos',
      icon: 'https://img.example/marina.webp',
      palette: SHARE_PALETTES.sunshine,
    });
  });

  it('falls back to her address without a display name, and to the default look without a known theme', () => {
    const content = shareImageContent(shareSite({ nomeExibicao: '', theme: 'nenhum' }), 'home');
    expect(content).toMatchObject({ name: 'marina', palette: DEFAULT_SHARE_PALETTE });
    expect(shareImageContent(shareSite({ theme: 'cyberpink' }), 'home')?.palette).toBe(SHARE_PALETTES.CYBERPINK);
  });

  it('is nothing for a page the skin does not have', () => {
    expect(shareImageContent(shareSite(), 'sumiu')).toBeNull();
  });
});

describe('the share image’s version', () => {
  const version = (overrides: Partial<SkinSite['skin']>, page = 'home') => {
    const content = shareImageContent(shareSite(overrides), page);
    if (!content) throw new Error('no page');
    return shareImageVersion(content);
  };

  it('is 16 hex digits, the same for the same image', () => {
    expect(version({})).toMatch(/^[0-9a-f]{16}$/);
    expect(version({})).toBe(version({}));
  });

  it('changes with anything the image shows, and with nothing else', () => {
    const base = version({});
    expect(version({ nomeExibicao: 'Marina S.' })).not.toBe(base);
    expect(version({ theme: 'CYBERPINK' })).not.toBe(base);
    expect(version({ iconSkin: 'https://img.example/outra.webp' })).not.toBe(base);
    expect(version({}, 'projetos')).not.toBe(base);
    expect(version({ dominio: 'marina.example.com', data: 99 })).toBe(base);
  });
});

describe('the share image’s address', () => {
  it('is read back exactly as it was written, a page id with accents included', () => {
    const address = { username: 'marina', pageId: 'ação', version: '0123456789abcdef' };
    const path = shareImagePath(address);
    expect(path).toBe('/compartilhar/marina/a%C3%A7%C3%A3o/0123456789abcdef.png');
    expect(parseShareImagePath(path)).toEqual(address);
  });

  it.each([
    ['another root', '/agenda/marina/home/0123456789abcdef.png'],
    ['a missing part', '/compartilhar/marina/0123456789abcdef.png'],
    ['a part too many', '/compartilhar/marina/home/x/0123456789abcdef.png'],
    ['a short version', '/compartilhar/marina/home/0123.png'],
    ['an upper-case version', '/compartilhar/marina/home/0123456789ABCDEF.png'],
    ['another extension', '/compartilhar/marina/home/0123456789abcdef.jpg'],
    ['a name no skin can have', '/compartilhar/menu/home/0123456789abcdef.png'],
    ['a broken escape', '/compartilhar/marina/%E0%A4%A/0123456789abcdef.png'],
    ['a control character', '/compartilhar/marina/a%00b/0123456789abcdef.png'],
    ['a page id too long', `/compartilhar/marina/${'p'.repeat(65)}/0123456789abcdef.png`],
  ])('is refused for %s, before anything is read', (_case, path) => {
    expect(parseShareImagePath(path)).toBeNull();
  });
});

describe('the share images’ first segment', () => {
  it('is a name no skin may take, so a skin could never hide the images behind her own address', () => {
    expect(validateNewSkinName(SHARE_IMAGE_ROOT.slice(1), true)).toBe(PUBLIC_MESSAGES.skinNameReserved);
  });
});
