import { render } from '@testing-library/react';
import { EMPTY_CARD_FIELDS } from '../studio/card-content';
import { normaliseCard } from '../studio/commands/card-fields';
import { HTTPS_ONLY } from '../studio/studio';
import { CardKindView } from './views';

/** A card as the studio stores it: the real normalisation, so what the page draws is what is stored. */
function siteCard(fields: Record<string, unknown>) {
  const { addOns: _addOns, ...card } = normaliseCard({ ...EMPTY_CARD_FIELDS, name: 'Apoie', ...fields }, HTTPS_ONLY);
  return { ...card, id: 'k1' };
}

it('adds nothing to a plain card', () => {
  const { container } = render(<CardKindView card={siteCard({})} />);
  expect(container).toBeEmptyDOMElement();
});
