import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CardKindInput } from '../kinds';
import { CardKindForm } from '../forms';

function Harness({ onCard }: { onCard: (card: CardKindInput) => void }) {
  const [card, setCard] = useState<CardKindInput>({ tipo: 'whatsapp', whatsapp: { numero: '', mensagem: '', botao: '' } });
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

it('asks for the number, the first message and the button text, each named by its label', async () => {
  const onCard = jest.fn();
  render(<Harness onCard={onCard} />);
  expect(screen.getAllByRole('textbox').map((box) => box.id)).toEqual(['k-numero', 'k-mensagem', 'k-botao']);
  await userEvent.type(screen.getByRole('textbox', { name: 'Número do WhatsApp' }), '11 9');
  await userEvent.type(screen.getByRole('textbox', { name: 'Texto do botão (opcional)' }), 'Oi');
  expect(onCard).toHaveBeenLastCalledWith({ tipo: 'whatsapp', whatsapp: { numero: '11 9', mensagem: '', botao: 'Oi' } });
});
