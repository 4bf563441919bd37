import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CARD_FIELDS } from '@lab/domain';
import { normaliseCard } from '@lab/domain/handlers';
import { HTTPS_ONLY } from '@lab/domain';
import type { SiteCard } from '../site-model';
import { CardKindAction } from './CardKindAction';

/** A card as the studio stores it: the real normalisation, so the QR and code are the real ones. */
function siteCard(fields: Record<string, unknown>): SiteCard {
  const { addOns: _addOns, ...card } = normaliseCard({ ...EMPTY_CARD_FIELDS, name: 'Apoie', ...fields }, HTTPS_ONLY);
  return { ...card, id: 'k1', data: 0, addOnIds: [] };
}

describe('a WhatsApp card', () => {
  it('links to wa.me with the normalised number and the first message', () => {
    render(
      <CardKindAction
        card={siteCard({ tipo: 'whatsapp', whatsapp: { numero: '(11) 98765-4321', mensagem: 'Olá, tudo bem?' } })}
      />,
    );
    expect(screen.getByRole('link', { name: /Conversar no WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20tudo%20bem%3F',
    );
  });

  it('opens the chat with no text when there is no first message', () => {
    render(<CardKindAction card={siteCard({ tipo: 'whatsapp', whatsapp: { numero: '+55 21 3555-1234', mensagem: '' } })} />);
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/552135551234');
  });
});

describe('a Pix card', () => {
  const pix = siteCard({
    tipo: 'pix',
    pix: { chave: '529.982.247-25', nome: 'Ana Souza', cidade: 'São Paulo', valor: '25,90', descricao: '' },
  });

  it('draws the stored QR as one SVG path and shows the code as text', () => {
    render(<CardKindAction card={pix} />);
    const qr = screen.getByRole('img', { name: 'QR Code do Pix para Ana Souza' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(pix.pix?.qr.caminho);
    expect(screen.getByText(pix.pix?.codigo ?? '-')).toBeInTheDocument();
    expect(screen.getByText(/R\$ 25,90/)).toBeInTheDocument();
  });

  it('copies the code with Copiar and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CardKindAction card={pix} />);
    await userEvent.click(screen.getByRole('button', { name: /Copiar/ }));
    expect(writeText).toHaveBeenCalledWith(pix.pix?.codigo);
    expect(await screen.findByRole('status')).toHaveTextContent('Copiado!');
  });

  it('says how to copy by hand when the clipboard is closed', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('no')) },
      configurable: true,
    });
    render(<CardKindAction card={pix} />);
    await userEvent.click(screen.getByRole('button', { name: /Copiar/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('selecione o código');
  });

  it('draws no QR from a stored path that is not moves and runs', () => {
    const tampered = { ...pix, pix: { ...(pix.pix ?? ({} as never)), qr: { tamanho: 29, caminho: 'M0 0"/><script>' } } };
    render(<CardKindAction card={tampered} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});

it('adds nothing to a plain card', () => {
  const { container } = render(<CardKindAction card={siteCard({})} />);
  expect(container).toBeEmptyDOMElement();
});
