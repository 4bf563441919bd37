import { budgetBands, formatReais } from './budget';

describe('budget bands', () => {
  it('names each band from her limits, as a person reads them', () => {
    expect(budgetBands([500, 1000, 3000])).toEqual([
      'Até R$ 500',
      'R$ 500 a R$ 1.000',
      'R$ 1.000 a R$ 3.000',
      'Acima de R$ 3.000',
    ]);
  });

  it('one limit makes two bands', () => {
    expect(budgetBands([2500])).toEqual(['Até R$ 2.500', 'Acima de R$ 2.500']);
  });

  it('no limits, no bands', () => {
    expect(budgetBands([])).toEqual([]);
  });

  it('writes reais without cents and with plain spaces, whichever ICU formats them', () => {
    expect(formatReais(10_000_000)).toBe('R$ 10.000.000');
    expect(formatReais(1)).toBe('R$ 1');
  });
});
