import type { CardDoc, ContainerDoc, PaginaDoc, SkinDoc } from '../skins';
import { assembleSkinSite, type RawSkinTree } from './skin-site-tree';

const skin: SkinDoc = { id_skins: 's1', username: 'teste', theme: '', is_main: true, data: 1, iconSkin: '', idUser: 'u1' };
const page = (id: string, data: number, isMain = false): PaginaDoc => ({
  id_pagina: id,
  nome: id,
  conteudo: '',
  data,
  is_main: isMain,
  orderBy: 'default',
});
const container = (id: string, order: number): ContainerDoc => ({ id_container: id, titulo: id, iconUrl: '', order });
const card = (id: string, data: number): CardDoc => ({
  id,
  name: id,
  nomeDescricao: '',
  titulo: '',
  descricao: '',
  imagem: '',
  atividade: '',
  criador: '',
  periodo: '',
  data,
  linkExterno: '',
});

function raw(overrides: Partial<RawSkinTree> = {}): RawSkinTree {
  return {
    skin,
    paginas: [],
    containers: [],
    cards: [],
    containerRefs: [],
    cardRefs: [],
    addOnRefs: [],
    addOns: [],
    ...overrides,
  };
}

describe('assembling a skin tree', () => {
  it('puts the main page first, then the others in creation order', () => {
    const site = assembleSkinSite(raw({ paginas: [page('b', 3), page('home', 9, true), page('a', 2)] }));
    expect(site.paginas.map((p) => p.id_pagina)).toEqual(['home', 'a', 'b']);
  });

  it('orders a page containers by their order field, keeping ref order on ties', () => {
    const site = assembleSkinSite(
      raw({
        paginas: [page('home', 1, true)],
        containers: [container('c2', 2), container('c0', 0), container('c1a', 1), container('c1b', 1)],
        containerRefs: ['c2', 'c1a', 'c0', 'c1b'].map((id) => ({ containerRefId: id, id_pagina: 'home', id_skins: 's1' })),
      }),
    );
    expect(site.paginas[0]?.containerIds).toEqual(['c0', 'c1a', 'c1b', 'c2']);
  });

  it('lists a container cards newest first and drops refs to documents that are gone', () => {
    const site = assembleSkinSite(
      raw({
        containers: [container('c', 0)],
        cards: [card('velho', 1), card('novo', 5)],
        cardRefs: ['velho', 'sumiu', 'novo'].map((id) => ({ id_card: id, id_container: 'c', id_skins: 's1' })),
      }),
    );
    expect(site.containers[0]?.cardIds).toEqual(['novo', 'velho']);
  });

  it('keeps only the add-ons some card uses', () => {
    const site = assembleSkinSite(
      raw({
        cards: [card('k', 1)],
        addOnRefs: [{ id_add: 'figma', id_card: 'k', id_skins: 's1' }],
        addOns: [
          { id: 'figma', nome: 'Figma', url_img: '/f.svg' },
          { id: 'react', nome: 'React', url_img: '/r.svg' },
        ],
      }),
    );
    expect(site.addOns.map((a) => a.id)).toEqual(['figma']);
    expect(site.cards[0]?.addOnIds).toEqual(['figma']);
  });

  describe('positions the studio stored', () => {
    it('orders the tab bar by the pages’ stored positions, the main page wherever it was put', () => {
      const at = (p: PaginaDoc, orderBy: string): PaginaDoc => ({ ...p, orderBy });
      const site = assembleSkinSite(
        raw({ paginas: [at(page('home', 1, true), '0002'), at(page('a', 2), '0000'), at(page('b', 3), '0001')] }),
      );
      expect(site.paginas.map((p) => p.id_pagina)).toEqual(['a', 'b', 'home']);
    });

    it('puts pages with a position before older pages without one', () => {
      const site = assembleSkinSite(
        raw({ paginas: [page('velha', 1), { ...page('nova', 9), orderBy: '0000' }, page('home', 5, true)] }),
      );
      expect(site.paginas.map((p) => p.id_pagina)).toEqual(['nova', 'home', 'velha']);
    });

    it('orders a page’s containers by their refs’ positions on that page, whatever the containers’ own order says', () => {
      const site = assembleSkinSite(
        raw({
          paginas: [page('home', 1, true)],
          containers: [container('c0', 0), container('c1', 1), container('c2', 2)],
          containerRefs: [
            { containerRefId: 'c0', id_pagina: 'home', id_skins: 's1', order: 2 },
            { containerRefId: 'c1', id_pagina: 'home', id_skins: 's1', order: 0 },
            { containerRefId: 'c2', id_pagina: 'home', id_skins: 's1', order: 1 },
          ],
        }),
      );
      expect(site.paginas[0]?.containerIds).toEqual(['c1', 'c2', 'c0']);
    });

    it('orders a container’s cards and a card’s add-ons by their refs’ positions', () => {
      const site = assembleSkinSite(
        raw({
          containers: [container('c', 0)],
          cards: [card('velho', 1), card('novo', 5)],
          cardRefs: [
            { id_card: 'novo', id_container: 'c', id_skins: 's1', order: 1 },
            { id_card: 'velho', id_container: 'c', id_skins: 's1', order: 0 },
          ],
          addOnRefs: [
            { id_add: 'react', id_card: 'novo', id_skins: 's1', order: 1 },
            { id_add: 'figma', id_card: 'novo', id_skins: 's1', order: 0 },
          ],
          addOns: [
            { id: 'react', nome: 'React', url_img: '/r.svg' },
            { id: 'figma', nome: 'Figma', url_img: '/f.svg' },
          ],
        }),
      );
      expect(site.containers[0]?.cardIds).toEqual(['velho', 'novo']);
      expect(site.cards.find((c) => c.id === 'novo')?.addOnIds).toEqual(['figma', 'react']);
    });
  });
});
