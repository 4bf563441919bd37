import fc from 'fast-check';
import { parsePix } from 'pix-utils';
import { MESSAGES } from '../kernel/messages';
import { crc16, emvFields, hasValidCrc } from '../testing/br-code';
import { depositCode, depositTxid, reaisOf } from './pix-deposit';

const ANA = { chave: 'ana@example.com', nome: 'Ana Souza', cidade: 'Florianópolis' };

describe('the Pix deposit of a booking', () => {
  it('checks its CRC16 as the Central Bank’s own example does (…6304 1D3D)', () => {
    const example =
      '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***6304';
    expect(crc16(example)).toBe('1D3D');
    const deposit = depositCode({ recebedor: ANA, sinalCentavos: 2500, reservaId: 'b7Qx2Lm9' });
    if ('problem' in deposit) throw new Error(deposit.problem);
    expect(hasValidCrc(deposit.codigo)).toBe(true);
  });

  it('is her key’s BR Code for the deposit in reais, with the booking’s reference', () => {
    const deposit = depositCode({ recebedor: ANA, sinalCentavos: 2550, reservaId: 'b7Qx2Lm9' });
    expect(deposit).toMatchObject({ txid: 'b7Qx2Lm9', valor: '25.50' });
    if ('problem' in deposit) throw new Error(deposit.problem);
    expect(emvFields(deposit.codigo)?.get('54')).toBe('25.50');
    expect(parsePix(deposit.codigo)).toMatchObject({
      pixKey: 'ana@example.com',
      transactionAmount: 25.5,
      txid: 'b7Qx2Lm9',
      merchantCity: 'FLORIANOPOLIS',
    });
  });

  it('writes centavos as reais with two decimals', () => {
    expect([1, 100, 2500, 123_456, 10_000_000].map(reaisOf)).toEqual(['0.01', '1.00', '25.00', '1234.56', '100000.00']);
  });

  it('derives from any booking id one reference of 1 to 25 letters and digits, always the same', () => {
    expect(depositTxid('b7Qx2Lm9')).toBe('b7Qx2Lm9');
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (id) => {
        expect(depositTxid(id)).toMatch(/^[A-Za-z0-9]{1,25}$/);
        expect(depositTxid(id)).toBe(depositTxid(id));
      }),
    );
    expect(depositTxid('reserva-de-ana-2026-11-30')).not.toBe(depositTxid('reserva-de-ana-2026-12-01'));
  });

  it('passes on her Pix fields’ refusal in Portuguese', () => {
    expect(depositCode({ recebedor: { ...ANA, chave: '123' }, sinalCentavos: 2500, reservaId: 'b1' })).toEqual({
      problem: MESSAGES.pixKeyInvalid,
    });
  });

  it('takes only a whole, positive deposit within the agenda’s bounds', () => {
    for (const sinalCentavos of [0, -100, 12.5, 10_000_001, Number.NaN]) {
      expect(() => depositCode({ recebedor: ANA, sinalCentavos, reservaId: 'b1' })).toThrow();
    }
  });
});
