import { cardShowsNothing, EMPTY_CARD_FIELDS } from './card-content';

const EMPTY = { ...EMPTY_CARD_FIELDS, addOns: [] as string[] };

describe('a card with nothing to show', () => {
  it('is a plain card with no text, image, link or icon, spaces counting as nothing', () => {
    expect(cardShowsNothing(EMPTY)).toBe(true);
    expect(cardShowsNothing({ ...EMPTY, titulo: '  ', descricao: '\n' })).toBe(true);
  });

  it.each(['name', 'titulo', 'descricao', 'imagem', 'linkExterno', 'periodo'] as const)(
    'is not a card with only its %s',
    (field) => {
      expect(cardShowsNothing({ ...EMPTY, [field]: 'algo' })).toBe(false);
    },
  );

  it('is not a card with only icons', () => {
    expect(cardShowsNothing({ ...EMPTY, addOns: ['figma'] })).toBe(false);
  });

  it('is a WhatsApp card without a number, or a Pix card without a key, whatever else it holds', () => {
    expect(cardShowsNothing({ ...EMPTY, titulo: 'Fale', tipo: 'whatsapp', whatsapp: { numero: ' ', mensagem: 'Oi' } })).toBe(
      true,
    );
    expect(cardShowsNothing({ ...EMPTY, tipo: 'whatsapp', whatsapp: { numero: '11987654321', mensagem: '' } })).toBe(false);
    const pix = { chave: '', nome: 'Ana', cidade: 'Recife', valor: '', descricao: 'Apoio' };
    expect(cardShowsNothing({ ...EMPTY, tipo: 'pix', pix })).toBe(true);
    expect(cardShowsNothing({ ...EMPTY, tipo: 'pix', pix: { ...pix, chave: 'ana@exemplo.com' } })).toBe(false);
  });
});
