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

describe('a WhatsApp card on the page', () => {
  const blank = {
    ...card,
    name: '',
    nomeDescricao: '',
    titulo: '',
    descricao: '',
    imagem: '',
    atividade: '',
    criador: '',
    periodo: '',
    linkExterno: '',
  };
  const whatsapp: SiteCard = {
    ...blank,
    tipo: 'whatsapp',
    whatsapp: { numero: '5511987654321', mensagem: '', botao: 'Peça um orçamento' },
  };

  it('says its own button text, is named, and offers no "Ler mais" when there is nothing more to read', () => {
    renderWithBackend(<ContentCard card={whatsapp} addOns={[]} openHref="/visitante/home/c1" />);
    const article = screen.getByRole('article', { name: 'WhatsApp' });
    expect(screen.getByRole('link', { name: /Peça um orçamento/ })).toHaveAttribute('href', 'https://wa.me/5511987654321');
    expect(screen.queryByRole('link', { name: /Ler mais/ })).not.toBeInTheDocument();
    // Its height follows its content (CSS, measured at 375 px in e2e/signed-in/card-kinds-phone.e2e.test.ts).
    expect(article).toHaveClass('content-card--kind');
  });
});
