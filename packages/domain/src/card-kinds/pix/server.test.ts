import { parsePix } from 'pix-utils';
import { MESSAGES } from '../../kernel/messages';
import { emvFields, hasValidCrc } from '../../testing/br-code';
import { pixServer } from './server';

const ANA = { chave: '123e4567-e12b-12d1-a456-426655440000', nome: 'Ana Souza', cidade: 'São Paulo', valor: '', descricao: '' };

describe('a charge’s BR Code, from the Pix card’s fields', () => {
  it('carries the amount and the charge’s reference (txid), with a valid CRC', () => {
    const charge = pixServer.chargeCode({ ...ANA, valor: '25.00' }, 'AGb7Qx2');
    if (!('codigo' in charge)) throw new Error(charge.problem);
    expect(hasValidCrc(charge.codigo)).toBe(true);
    const fields = emvFields(charge.codigo);
    expect(fields?.get('54')).toBe('25.00');
    expect(fields?.get('59')).toBe('ANA SOUZA');
    expect(fields?.get('60')).toBe('SAO PAULO');
    expect(emvFields(fields?.get('62') ?? '')?.get('05')).toBe('AGb7Qx2');
    expect(parsePix(charge.codigo)).toMatchObject({ pixKey: ANA.chave, transactionAmount: 25, txid: 'AGb7Qx2' });
  });

  it('keeps the card’s own code as it was: no reference ("***")', () => {
    const card = pixServer.normalise(ANA);
    if (!('stored' in card)) throw new Error(card.problem);
    expect(emvFields(emvFields(card.stored.codigo)?.get('62') ?? '')?.get('05')).toBe('***');
  });

  it('refuses what the card refuses, in its words', () => {
    expect(pixServer.chargeCode({ ...ANA, chave: 'não é chave' }, 'AG1')).toEqual({ problem: MESSAGES.pixKeyInvalid });
    expect(pixServer.chargeCode({ ...ANA, valor: '0' }, 'AG1')).toEqual({ problem: MESSAGES.pixAmountInvalid });
  });

  it('takes only a reference of 1 to 25 letters and digits, as the Central Bank defines it', () => {
    for (const txid of ['', 'a-b', 'x'.repeat(26), 'ação']) expect(() => pixServer.chargeCode(ANA, txid)).toThrow();
  });
});
