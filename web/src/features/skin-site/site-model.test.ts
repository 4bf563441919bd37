import type { SkinSite } from '@lab/domain/kernel';
import { cardsOnPage, isEmptySkin, safeExternalUrl } from './site-model';

describe('a card external link', () => {
  it.each(['https://example.com/lab/rede-abrigo-rs', 'http://example.com'])('is rendered for %s', (url) => {
    expect(safeExternalUrl(url)).not.toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/relativo', 'ftp://example.com', '', 'nota de rodapé'])(
    'is not rendered for "%s"',
    (url) => {
      expect(safeExternalUrl(url)).toBeNull();
    },
  );
});

describe('the cards on a page', () => {
  const site = (containerIds: string[][]): SkinSite => ({
    skin: { id_skins: 's', username: 's', theme: '', is_main: true, data: 0, iconSkin: '', idUser: 'u' },
    paginas: containerIds.map((ids, i) => ({
      id_pagina: `p${i}`,
      nome: `P${i}`,
      conteudo: '',
      data: 0,
      is_main: i === 0,
      orderBy: String(i),
      containerIds: ids,
    })),
    containers: [
      { id_container: 'a', titulo: 'A', iconUrl: '', order: 0, cardIds: ['c1', 'c2'] },
      { id_container: 'b', titulo: 'B', iconUrl: '', order: 1, cardIds: ['c2', 'c3'] },
    ],
    cards: ['c1', 'c2', 'c3'].map((id) => ({
      id,
      name: id,
      nomeDescricao: '',
      titulo: '',
      descricao: '',
      imagem: '',
      atividade: '',
      criador: '',
      periodo: '',
      data: 0,
      linkExterno: '',
      addOnIds: [],
    })),
    addOns: [],
    addOnCatalog: [],
  });

  it('are those of its containers in order, a card in two containers once', () => {
    const s = site([['a', 'b']]);
    expect(cardsOnPage(s, s.paginas[0]!).map((c) => c.id)).toEqual(['c1', 'c2', 'c3']);
  });

  it('make a skin empty only when no page has a container', () => {
    expect(isEmptySkin(site([[], []]))).toBe(true);
    expect(isEmptySkin(site([[], ['b']]))).toBe(false);
    // A ref to a container that is gone shows nothing, so it does not count.
    expect(isEmptySkin(site([['gone']]))).toBe(true);
  });
});
