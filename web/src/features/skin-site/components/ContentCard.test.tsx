import { screen } from '@testing-library/react';
import { renderWithBackend } from '../../../shared/testing/render-with-backend';
import type { SiteCard } from '../site-model';
import { ContentCard } from './ContentCard';

const card: SiteCard = {
  id: 'c1',
  name: 'Projeto X',
  nomeDescricao: 'One page',
  titulo: 'Um site de uma página',
  descricao: 'Descrição do projeto.',
  imagem: '/seed/projeto-1.svg',
  atividade: 'Design',
  criador: 'Dona do Lab',
  periodo: '2024',
  data: 1,
  linkExterno: 'javascript:alert(1)',
  addOnIds: [],
};

describe('a content card', () => {
  it('renders no link at all for an external link that is not http(s)', () => {
    renderWithBackend(<ContentCard card={card} addOns={[]} />);
    expect(screen.getByRole('article', { name: 'Projeto X' })).toHaveTextContent('Descrição do projeto.');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  // Its size (275 px wide, 1.618 times as high) is CSS, measured in e2e/public/layout.e2e.test.ts.
  it('opens an http(s) external link in a new tab without handing it the page', () => {
    renderWithBackend(<ContentCard card={{ ...card, linkExterno: 'https://example.com' }} addOns={[]} />);
    const link = screen.getByRole('link', { name: /\[ LINK \]/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('a content card in the grid', () => {
  it('links "Ler mais" to the card read in full, named by the card', () => {
    renderWithBackend(<ContentCard card={card} addOns={[]} openHref="/lab/projetos/card/c1" />);
    expect(screen.getByRole('link', { name: 'Ler mais sobre Projeto X' })).toHaveAttribute('href', '/lab/projetos/card/c1');
  });
});
