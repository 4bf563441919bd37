import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { EMPTY_CARD_FIELDS } from '../../studio/card-content';
import { normaliseCard } from '../../studio/commands/card-fields';
import { HTTPS_ONLY } from '../../studio/studio';
import { CardKindView } from '../views';

/** A card as the studio stores it: the real normalisation, so what the page draws is what is stored. */
function siteCard(fields: Record<string, unknown>) {
  const { addOns: _addOns, ...card } = normaliseCard({ ...EMPTY_CARD_FIELDS, name: 'Apoie', ...fields }, HTTPS_ONLY);
  return { ...card, id: 'k1' };
}

describe('a Pix card', () => {
  const pix = siteCard({
    tipo: 'pix',
    pix: { chave: '529.982.247-25', nome: 'Ana Souza', cidade: 'São Paulo', valor: '25,90', descricao: '' },
  });

  it('draws the stored QR as one SVG path and shows the code as text', () => {
    render(<CardKindView card={pix} />);
    const qr = screen.getByRole('img', { name: 'QR Code do Pix para Ana Souza' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')?.getAttribute('d')).toBe(pix.pix?.qr.caminho);
    expect(screen.getByText(pix.pix?.codigo ?? '-')).toBeInTheDocument();
    expect(screen.getByText(/R\$ 25,90/)).toBeInTheDocument();
  });

  it('copies the code with Copiar and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CardKindView card={pix} />);
    await userEvent.click(screen.getByRole('button', { name: /Copiar/ }));
    expect(writeText).toHaveBeenCalledWith(pix.pix?.codigo);
    expect(await screen.findByRole('status')).toHaveTextContent('Copiado!');
  });

  it('says how to copy by hand when the clipboard is closed', async () => {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: jest.fn().mockRejectedValue(new Error('no')) },
      configurable: true,
    });
    render(<CardKindView card={pix} />);
    await userEvent.click(screen.getByRole('button', { name: /Copiar/ }));
    expect(await screen.findByRole('status')).toHaveTextContent('selecione o código');
  });

  it('draws no QR from a stored path that is not moves and runs', () => {
    const tampered = { ...pix, pix: { ...(pix.pix ?? ({} as never)), qr: { tamanho: 29, caminho: 'M0 0"/><script>' } } };
    render(<CardKindView card={tampered} />);
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });
});
