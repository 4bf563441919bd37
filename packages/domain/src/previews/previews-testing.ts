/** A small skin for the share image's tests: two pages, a theme, a display name and an icon. */
import type { SkinSite } from '../skins';

export function shareSite(overrides: Partial<SkinSite['skin']> = {}): SkinSite {
  const page = (id_pagina: string, nome: string, is_main: boolean) => ({
    id_pagina,
    nome,
    conteudo: '',
    data: 0,
    is_main,
    orderBy: 'a0',
    containerIds: [],
  });
  return {
    skin: {
      id_skins: 's1',
      username: 'marina',
      theme: 'sunshine',
      is_main: true,
      data: 0,
      iconSkin: 'https://img.example/marina.webp',
      nomeExibicao: 'Marina Souza',
      idUser: 'u1',
      ...overrides,
    },
    paginas: [page('home', 'Home', true), page('projetos', 'Projetos', false)],
    containers: [],
    cards: [],
    addOns: [],
    addOnCatalog: [],
  };
}
