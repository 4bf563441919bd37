/**
 * A Depoimentos container on a public page: each approved quote a figure (the words in a blockquote,
 * who said them in the caption, a small photo when given); with none approved yet, no empty box.
 */
import { screen, within } from '@testing-library/react';
import type { SkinSite } from '@lab/domain/kernel';
import type { DepoimentoConfig } from '@lab/domain/testimonials';
import { renderSite, seedSite } from './skin-site-test-support';

let lab: SkinSite;
beforeAll(async () => {
  lab = await seedSite('lab');
});

function withQuotes(site: SkinSite, itens: DepoimentoConfig[]): SkinSite {
  const container = {
    id_container: 'dep-1',
    titulo: 'O que dizem',
    iconUrl: '',
    order: 0,
    cardIds: [],
    tipo: 'depoimentos' as const,
  };
  return {
    ...site,
    containers: [...site.containers, { ...container, depoimentos: { itens } }],
    paginas: site.paginas.map((p) => (p.id_pagina === 'projetos' ? { ...p, containerIds: ['dep-1', ...p.containerIds] } : p)),
  };
}

describe('a Depoimentos container on a public page', () => {
  it('shows each quote as a figure: the words, then the name and role, the photo decorative and lazy', async () => {
    renderSite(
      withQuotes(lab, [
        {
          id: 'd1',
          texto: 'Entregou antes do prazo.',
          nome: 'Joana Lima',
          papel: 'Padaria Pão Quente',
          foto: '/seed/avatar-sol.svg',
        },
        { id: 'd2', texto: 'Atenciosa.', nome: 'Rui', papel: '' },
      ]),
      '/lab/projetos',
    );
    const section = await screen.findByRole('region', { name: 'O que dizem' });
    const figures = within(section).getAllByRole('figure');
    expect(figures).toHaveLength(2);
    expect(figures[0]?.querySelector('blockquote')).toHaveTextContent('Entregou antes do prazo.');
    expect(figures[0]?.querySelector('figcaption')).toHaveTextContent('Joana LimaPadaria Pão Quente');
    expect(figures[0]?.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(figures[0]?.querySelector('img')).toHaveAttribute('alt', '');
    expect(figures[1]?.querySelector('img')).toBeNull();
  });

  it('with no quote approved yet: left out, the rest of the page drawn', async () => {
    renderSite(withQuotes(lab, []), '/lab/projetos');
    expect(await screen.findByRole('article', { name: 'Rede Abrigo RS' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'O que dizem' })).not.toBeInTheDocument();
  });
});
