import { render, screen } from '@testing-library/react';
import { EMPTY_CARD_FIELDS } from '../../studio/card-content';
import { normaliseCard } from '../../studio/commands/card-fields';
import { HTTPS_ONLY } from '../../studio/studio';
import { CardKindView } from '../views';

/** A card as the studio stores it: the real normalisation, so what the page draws is what is stored. */
function siteCard(fields: Record<string, unknown>) {
  const { addOns: _addOns, ...card } = normaliseCard({ ...EMPTY_CARD_FIELDS, name: 'Apoie', ...fields }, HTTPS_ONLY);
  return { ...card, id: 'k1' };
}

describe('a WhatsApp card', () => {
  it('links to wa.me with the normalised number and the first message', () => {
    render(
      <CardKindView card={siteCard({ tipo: 'whatsapp', whatsapp: { numero: '(11) 98765-4321', mensagem: 'Olá, tudo bem?' } })} />,
    );
    expect(screen.getByRole('link', { name: /Conversar no WhatsApp/ })).toHaveAttribute(
      'href',
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20tudo%20bem%3F',
    );
  });

  it('opens the chat with no text when there is no first message', () => {
    render(<CardKindView card={siteCard({ tipo: 'whatsapp', whatsapp: { numero: '+55 21 3555-1234', mensagem: '' } })} />);
    expect(screen.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', 'https://wa.me/552135551234');
  });
});
