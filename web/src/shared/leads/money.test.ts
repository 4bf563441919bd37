import { formatReais, formatReaisPlain, parseReais } from './money';

describe('a proposal’s value', () => {
  it('is shown in reais, with and without the symbol', () => {
    expect(formatReais(123_456).replace(/\s/g, ' ')).toBe('R$ 1.234,56');
    expect(formatReaisPlain(123_456)).toBe('1.234,56');
    expect(formatReaisPlain(0)).toBe('0,00');
  });

  it('reads what she types the Brazilian way, and refuses what is not a value', () => {
    expect(parseReais('1.500')).toBe(150_000);
    expect(parseReais('1500,5')).toBe(150_050);
    expect(parseReais('R$ 1.234,56')).toBe(123_456);
    expect(parseReais('1500.50')).toBe(150_050);
    expect(parseReais('  ')).toBeNull();
    expect(parseReais('mil')).toBe('invalid');
    expect(parseReais('-5')).toBe('invalid');
    expect(parseReais('1.000.000,01')).toBe('invalid');
    expect(parseReais('1.000.000,00')).toBe(100_000_000);
  });
});
