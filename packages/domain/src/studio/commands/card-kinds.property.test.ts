/**
 * Every Pix card the studio stores holds a BR Code that parses back, with a valid CRC, to the key,
 * amount and description it was made from, whatever valid fields were typed.
 */
import fc from 'fast-check';
import { parsePix } from 'pix-utils';
import { EMPTY_CARD_FIELDS } from '../card-content';
import { paths } from '../../kernel/paths';
import type { CardDoc } from '../../skins';
import { ANA, createWorld } from '../../handlers/test-support/world';
import { emvFields, hasValidCrc } from '../../testing/br-code';

/** A valid CPF: nine random digits and their two check digits. */
const cpf = fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }).map((digits) => {
  const dv = (values: number[]) => {
    const sum = values.reduce((total, value, i) => total + value * (values.length + 1 - i), 0);
    return sum % 11 < 2 ? 0 : 11 - (sum % 11);
  };
  const first = dv(digits);
  return [...digits, first, dv([...digits, first])].join('');
});
const key = fc
  .oneof(
    cpf,
    fc.uuid().map((uuid) => uuid.toUpperCase()),
    fc.stringMatching(/^[a-z][a-z0-9.]{0,20}@[a-z]{2,10}\.com$/),
    fc.stringMatching(/^\+55 [1-9][1-9] 9\d{4}-\d{4}$/),
  )
  // A CPF of one repeated digit passes the sum but is no CPF.
  .filter((typed) => !/^(\d)\1{10}$/.test(typed));
/** Portuguese letters, accents included (the code carries them without). */
const LETTERS = 'A-Za-zÁÉÍÓÚÂÊÔÃÕÇáéíóúâêôãõç';
const words = (max: number) => fc.stringMatching(new RegExp(`^[${LETTERS}][${LETTERS} ]{0,${max - 1}}$`));
const amount = fc.option(fc.integer({ min: 1, max: 99_999_999 }), { nil: null });

it('stores, for any valid Pix fields, a BR Code with a valid CRC that parses back to them', async () => {
  const world = createWorld();
  const call = (change: unknown) => world.call('editSkin', { skin: 'ana', change }, { as: ANA });
  const container = (await call({ kind: 'addContainer', pageId: 'home', titulo: 'Pix' })).createdId ?? '';
  await fc.assert(
    fc.asyncProperty(
      key,
      words(25),
      words(15),
      amount,
      fc.stringMatching(/^[A-Za-z0-9 ]{0,20}$/),
      async (chave, nome, cidade, cents, descricao) => {
        const valor = cents === null ? '' : (cents / 100).toFixed(2).replace('.', ',');
        const pix = { chave, nome, cidade, valor, descricao };
        const id =
          (await call({ kind: 'addCard', containerId: container, card: { ...EMPTY_CARD_FIELDS, tipo: 'pix', pix } })).createdId ??
          '';
        const stored = world.db.get<CardDoc>(`${paths.cards(ANA.uid, 'skin-ana')}/${id}`)?.pix;
        const code = stored?.codigo ?? '';
        expect(hasValidCrc(code)).toBe(true);
        expect(parsePix(code)).toMatchObject({
          type: 'STATIC',
          pixKey: stored?.chave,
          transactionAmount: cents === null ? 0 : cents / 100,
        });
        expect(emvFields(code)?.get('26')).toContain(stored?.descricao ?? '');
        await call({ kind: 'deleteCard', cardId: id });
      },
    ),
    { numRuns: 60 },
  );
});
