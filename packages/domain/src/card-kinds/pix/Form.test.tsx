import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardKindInput } from '../kinds';
import { CardKindForm } from '../forms';

function Harness({ onCard }: { onCard: (card: CardKindInput) => void }) {
  const [card, setCard] = useState<CardKindInput>({
    tipo: 'pix',
    pix: { chave: '', nome: '', cidade: '', valor: '', descricao: '' },
  });
  return (
    <CardKindForm
      idPrefix="k"
      card={card}
      onChange={(next) => {
        setCard(next);
        onCard(next);
      }}
    />
  );
}

it('asks for the key, the receiver’s name and city, the amount and what it is for', async () => {
  const onCard = jest.fn();
  render(<Harness onCard={onCard} />);
  expect(screen.getAllByRole('textbox').map((box) => box.id)).toEqual([
    'k-chave',
    'k-nome',
    'k-cidade',
    'k-valor',
    'k-descricao',
  ]);
  await userEvent.type(screen.getByRole('textbox', { name: 'Chave Pix' }), 'a@b.co');
  await userEvent.type(screen.getByRole('textbox', { name: 'Valor em R$ (opcional)' }), '25,90');
  expect(onCard).toHaveBeenLastCalledWith({
    tipo: 'pix',
    pix: { chave: 'a@b.co', nome: '', cidade: '', valor: '25,90', descricao: '' },
  });
});

it('draws nothing for a plain card', () => {
  const { container } = render(<CardKindForm idPrefix="k" card={{}} onChange={() => undefined} />);
  expect(container).toBeEmptyDOMElement();
});
