/**
 * A card is published only with something to show: an empty plain card is refused by the server
 * (the same shared check the studio shows next to the form), and a WhatsApp card keeps the text of
 * its button.
 */
import { EMPTY_CARD_FIELDS, type CardFields } from '../card-content';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { CardDoc } from '../../skins';
import type { SkinChange } from '../studio-commands';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const ANA_SKIN = 'skin-ana';

async function edit(world: World, change: SkinChange): Promise<string> {
  return (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId ?? '';
}

async function withContainer() {
  const world = createWorld();
  const container = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Contato' });
  return { world, container };
}

async function refusedWithoutWrites(world: World, change: SkinChange): Promise<string> {
  let message = '';
  await expectNoWrites(world.db, async () => {
    message = (await world.refusal('editSkin', { skin: 'ana', change }, { as: ANA })).message;
  });
  return message;
}

const EMPTY: CardFields = { ...EMPTY_CARD_FIELDS, addOns: [] };

describe('editSkin: a card with nothing to show', () => {
  it('refuses to add an empty card, saying why, and writes nothing', async () => {
    const { world, container } = await withContainer();
    expect(await refusedWithoutWrites(world, { kind: 'addCard', containerId: container, card: EMPTY })).toBe(MESSAGES.cardEmpty);
  });

  it('refuses a card of only spaces, which is just as blank on the page', async () => {
    const { world, container } = await withContainer();
    const card = { ...EMPTY, titulo: '   ', descricao: ' \n ' };
    expect(await refusedWithoutWrites(world, { kind: 'addCard', containerId: container, card })).toBe(MESSAGES.cardEmpty);
  });

  it('refuses to empty a stored card', async () => {
    const { world, container } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: { ...EMPTY, titulo: 'Projeto' } });
    expect(await refusedWithoutWrites(world, { kind: 'updateCard', cardId: id, card: EMPTY })).toBe(MESSAGES.cardEmpty);
  });

  it('keeps a card with only a title, or only a link', async () => {
    const { world, container } = await withContainer();
    await edit(world, { kind: 'addCard', containerId: container, card: { ...EMPTY, titulo: 'Projeto' } });
    await edit(world, { kind: 'addCard', containerId: container, card: { ...EMPTY, linkExterno: 'https://exemplo.com' } });
  });
});

describe('editSkin: the button of a WhatsApp card', () => {
  const whatsapp = (botao?: string): CardFields => ({
    ...EMPTY,
    tipo: 'whatsapp',
    whatsapp: { numero: '(11) 98765-4321', mensagem: '', ...(botao === undefined ? {} : { botao }) },
  });
  const stored = (world: World, id: string) => world.db.get<CardDoc>(`${paths.cards(ANA.uid, ANA_SKIN)}/${id}`);

  it('stores the text of its button, trimmed', async () => {
    const { world, container } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: whatsapp('  Fale comigo ') });
    expect(stored(world, id)?.whatsapp).toEqual({ numero: '5511987654321', mensagem: '', botao: 'Fale comigo' });
  });

  it('refuses a button text over its limit, writing nothing', async () => {
    const { world, container } = await withContainer();
    const card = whatsapp('a'.repeat(41));
    expect(await refusedWithoutWrites(world, { kind: 'addCard', containerId: container, card })).toBe(
      MESSAGES.whatsappButtonTooLong,
    );
  });
});
