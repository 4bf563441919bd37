/**
 * The studio's two card kinds: a WhatsApp card (a number normalised to E.164 digits) and a Pix card
 * (a checked key, its BR Code and QR computed and stored). Every refusal says why in Portuguese and
 * writes nothing; what is stored is what the public page draws.
 */
import { parsePix } from 'pix-utils';
import { EMPTY_CARD_FIELDS, type CardFields } from '../card-content';
import { HTTPS_ONLY } from '../studio';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths, type PublishedPageDoc } from '../../published';
import type { CardDoc } from '../../skins';
import type { PixFields } from '../../card-kinds/kinds';
import type { SkinChange } from '../studio-commands';
import { normaliseCard } from './card-fields';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';
import { emvFields, hasValidCrc } from '../../testing/br-code';
import { skinProblems } from '../../handlers/test-support/skin-tree';

const ANA_SKIN = 'skin-ana';
const storedCard = (world: World, id: string) => world.db.get<CardDoc>(`${paths.cards(ANA.uid, ANA_SKIN)}/${id}`);
const publishedPage = (world: World) => world.db.get<PublishedPageDoc>(publishedPaths.page('ana', 'home'));

const whatsapp = (numero: string, mensagem = ''): CardFields => ({
  ...EMPTY_CARD_FIELDS,
  name: 'Fale comigo',
  tipo: 'whatsapp',
  whatsapp: { numero, mensagem },
});
const PIX: PixFields = { chave: '529.982.247-25', nome: 'Ana Souza', cidade: 'São Paulo', valor: '', descricao: '' };
const pix = (overrides: Partial<PixFields> = {}): CardFields => ({
  ...EMPTY_CARD_FIELDS,
  name: 'Apoie',
  tipo: 'pix',
  pix: { ...PIX, ...overrides },
});

async function edit(world: World, change: SkinChange): Promise<string> {
  return (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId ?? '';
}
const refusal = (world: World, change: unknown) => world.refusal('editSkin', { skin: 'ana', change }, { as: ANA });

async function withContainer() {
  const world = createWorld();
  const container = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Contato' });
  return { world, container };
}

/** Adds the card and answers what was stored, or the refusal (and then proves nothing was written). */
async function added(card: CardFields): Promise<CardDoc> {
  const { world, container } = await withContainer();
  const id = await edit(world, { kind: 'addCard', containerId: container, card });
  const stored = storedCard(world, id);
  if (!stored) throw new Error('not stored');
  return stored;
}
async function refused(card: unknown): Promise<string> {
  const { world, container } = await withContainer();
  let message = '';
  await expectNoWrites(world.db, async () => {
    message = (await refusal(world, { kind: 'addCard', containerId: container, card })).message;
  });
  return message;
}

describe('editSkin: a WhatsApp card', () => {
  it.each([
    ['(11) 98765-4321', '5511987654321'],
    ['11 98765 4321', '5511987654321'],
    ['+55 (21) 3555-1234', '552135551234'],
    ['+351 912 345 678', '351912345678'],
    ['+1 (415) 555-2671', '14155552671'],
  ])('stores %s as the E.164 digits %s', async (typed, digits) => {
    expect((await added(whatsapp(typed, ' Olá! '))).whatsapp).toEqual({ numero: digits, mensagem: 'Olá!' });
  });

  it.each(['', '123', '(11) 9876', '(00) 98765-4321', '+55 11 98765-43210', 'abc', '+999 1234567'])(
    'refuses %j with the number message, writing nothing',
    async (typed) => {
      expect(await refused(whatsapp(typed))).toBe(MESSAGES.whatsappNumberInvalid);
    },
  );

  it('refuses a first message over 500 characters', async () => {
    expect(await refused(whatsapp('(11) 98765-4321', 'a'.repeat(501)))).toBe(MESSAGES.whatsappMessageTooLong);
  });

  it('publishes the kind and its fields on the page, and nothing else changes for a plain card', async () => {
    const { world, container } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: whatsapp('(11) 98765-4321') });
    const plain = await edit(world, { kind: 'addCard', containerId: container, card: { ...EMPTY_CARD_FIELDS, name: 'Plain' } });
    const cards = publishedPage(world)?.cards ?? [];
    expect(cards.find((c) => c.id === id)).toMatchObject({
      tipo: 'whatsapp',
      whatsapp: { numero: '5511987654321', mensagem: '' },
    });
    expect(Object.keys(cards.find((c) => c.id === plain) ?? {})).not.toEqual(expect.arrayContaining(['tipo']));
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });
});

describe('editSkin: a Pix card', () => {
  it.each([
    ['CPF', '529.982.247-25', '52998224725'],
    ['CNPJ', '11.222.333/0001-81', '11222333000181'],
    ['alphanumeric CNPJ', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['e-mail', ' Ana.Souza@Exemplo.com ', 'ana.souza@exemplo.com'],
    ['phone', '+55 (11) 98765-4321', '+5511987654321'],
    ['random key', '123E4567-E12B-12D1-A456-426655440000', '123e4567-e12b-12d1-a456-426655440000'],
  ])('takes a %s key (typed %j), in a BR Code that parses back with a valid CRC', async (_kind, typed, key) => {
    const stored = (await added(pix({ chave: typed }))).pix;
    expect(stored?.chave).toBe(key);
    const code = stored?.codigo ?? '';
    expect(hasValidCrc(code)).toBe(true);
    const parsed = parsePix(code);
    expect(parsed).toMatchObject({
      type: 'STATIC',
      pixKey: key,
      merchantName: 'ANA SOUZA',
      merchantCity: 'SAO PAULO',
      txid: '***',
    });
    expect(stored?.qr.tamanho).toBeGreaterThanOrEqual(29);
    expect(stored?.qr.caminho).toMatch(/^(M\d+ \d+h\d+v1h-\d+z)+$/);
  });

  it.each([
    ['a CPF with a wrong check digit', '529.982.247-24'],
    ['a CPF of one repeated digit', '111.111.111-11'],
    ['a CNPJ with a wrong check digit', '11.222.333/0001-82'],
    ['an e-mail without a domain', 'ana@'],
    ['a phone without +55', '(11) 98765-4321'],
    ['a foreign phone', '+351 912 345 678'],
    ['a malformed random key', '123e4567-e12b-12d1-a456-42665544000'],
    ['nothing', ''],
  ])('refuses %s with the key message, writing nothing', async (_what, chave) => {
    expect(await refused(pix({ chave }))).toBe(MESSAGES.pixKeyInvalid);
  });

  it.each([
    [{ nome: '' }, MESSAGES.pixNameInvalid],
    [{ nome: 'Um nome longo demais para um Pix' }, MESSAGES.pixNameInvalid],
    [{ nome: 'Ana 😀' }, MESSAGES.pixNameInvalid],
    [{ cidade: '' }, MESSAGES.pixCityInvalid],
    [{ cidade: 'Cidade Grande Demais' }, MESSAGES.pixCityInvalid],
    [{ valor: '0' }, MESSAGES.pixAmountInvalid],
    [{ valor: '12,345' }, MESSAGES.pixAmountInvalid],
    [{ valor: '-5' }, MESSAGES.pixAmountInvalid],
    [{ descricao: 'x'.repeat(41) }, MESSAGES.pixDescriptionInvalid],
    [{ chave: `${'a'.repeat(60)}@exemplo.com`, descricao: 'Uma descrição de quarenta caracteres' }, MESSAGES.pixTooLong],
  ])('refuses %j, writing nothing', async (overrides, message) => {
    expect(await refused(pix(overrides))).toBe(message);
  });

  it('normalises the amount and description into the code', async () => {
    const stored = (await added(pix({ valor: 'R$ 1.234,5', descricao: 'Café ☕'.replace(' ☕', '') }))).pix;
    expect(stored).toMatchObject({ valor: '1234.50', descricao: 'Cafe' });
    const fields = emvFields(stored?.codigo ?? '');
    expect(fields?.get('54')).toBe('1234.50');
    expect(fields?.get('26')).toContain('0204Cafe');
  });

  it('refuses a card with a kind but not its fields, or another kind’s fields', async () => {
    expect(await refused({ ...EMPTY_CARD_FIELDS, tipo: 'pix' })).toBe(MESSAGES.invalidPayload);
    expect(await refused({ ...whatsapp('(11) 98765-4321'), pix: PIX })).toBe(MESSAGES.invalidPayload);
    expect(await refused({ ...EMPTY_CARD_FIELDS, whatsapp: { numero: '11987654321', mensagem: '' } })).toBe(
      MESSAGES.invalidPayload,
    );
    expect(await refused({ ...EMPTY_CARD_FIELDS, tipo: 'boleto' })).toBe(MESSAGES.invalidPayload);
  });

  it('keeps a card’s kind: an edit recomputes the code, a change of kind is refused', async () => {
    const { world, container } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: pix() });
    await edit(world, { kind: 'updateCard', cardId: id, card: pix({ valor: '10' }) });
    const code = storedCard(world, id)?.pix?.codigo ?? '';
    expect(emvFields(code)?.get('54')).toBe('10.00');
    expect(hasValidCrc(code)).toBe(true);
    expect(publishedPage(world)?.cards.find((c) => c.id === id)?.pix?.codigo).toBe(code);
    await expectNoWrites(world.db, async () => {
      expect(await refusal(world, { kind: 'updateCard', cardId: id, card: whatsapp('(11) 98765-4321') })).toMatchObject({
        code: 'failed-precondition',
        message: MESSAGES.cardKindMismatch,
      });
      expect(
        await refusal(world, { kind: 'updateCard', cardId: id, card: { ...EMPTY_CARD_FIELDS, titulo: 'Apoie' } }),
      ).toMatchObject({
        message: MESSAGES.cardKindMismatch,
      });
    });
  });

  it('copies the code and QR when the card is duplicated', async () => {
    const { world, container } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: pix() });
    const copy = await edit(world, { kind: 'duplicateCard', cardId: id, containerId: container });
    expect(storedCard(world, copy)?.pix).toEqual(storedCard(world, id)?.pix);
    expect(skinProblems(world.db, ANA.uid, ANA_SKIN)).toEqual([]);
  });

  it('is normalised by the one exported function exactly as addCard stores it', async () => {
    const { world, container } = await withContainer();
    const card = pix({ valor: '25,9', descricao: 'Obrigada!' });
    const id = await edit(world, { kind: 'addCard', containerId: container, card });
    const { addOns: _addOns, ...normalised } = normaliseCard(card, HTTPS_ONLY);
    expect(storedCard(world, id)).toEqual({ id, data: expect.any(Number), ...normalised });
    expect(() => normaliseCard(pix({ chave: 'x' }), HTTPS_ONLY)).toThrow(MESSAGES.pixKeyInvalid);
  });
});
