import { publicAddressOf, qrTargetOf } from './qr-target';

const SITE = 'https://exemplo.web.app';
const MARINA = { username: 'marina', theme: 'sunshine', iconSkin: '/seed/marina.svg' };
const SOLANGE = { ...MARINA, username: 'sol', dominio: 'solange.exemplo.com.br' };

describe('what a QR code is of', () => {
  it("is a page's or a card's absolute address on the main site", () => {
    expect(publicAddressOf(MARINA, SITE, 'home')).toBe(`${SITE}/marina/home`);
    expect(publicAddressOf(MARINA, SITE, 'projetos', 'c1')).toBe(`${SITE}/marina/projetos/card/c1`);
  });

  it('is the address on her own domain when the skin has one', () => {
    expect(publicAddressOf(SOLANGE, SITE, 'home')).toBe('https://solange.exemplo.com.br/home');
    expect(publicAddressOf(SOLANGE, SITE, 'projetos', 'c1')).toBe('https://solange.exemplo.com.br/projetos/card/c1');
  });

  it('encodes each segment once', () => {
    expect(publicAddressOf(MARINA, SITE, 'página nova')).toBe(`${SITE}/marina/p%C3%A1gina%20nova`);
  });

  it("is the skin's main page by default, with her theme and icon and a plain file name", () => {
    expect(qrTargetOf(MARINA, SITE, { title: 'da skin marina' })).toEqual({
      address: `${SITE}/marina/home`,
      title: 'da skin marina',
      fileName: 'qr-marina-home',
      theme: 'sunshine',
      icon: '/seed/marina.svg',
    });
    expect(qrTargetOf(MARINA, SITE, { pageId: 'Ação', cardId: 'c1', title: 'x' }).fileName).toBe('qr-marina-acao-card-c1');
  });
});
