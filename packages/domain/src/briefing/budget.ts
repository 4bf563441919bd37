/**
 * A budget question's bands, named as a person reads them. The visitor picks a band, never types a
 * number: a lead says roughly what she means to spend, and the creator reads one of her own labels.
 */

const REAIS = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/**
 * "R$ 1.000". The no-break space Intl puts after "R$" is made a plain one, so a stored answer reads the
 * same in an e-mail, a CSV and a test, whichever ICU formatted it.
 */
export function formatReais(value: number): string {
  return REAIS.format(value).replace(/\s/gu, ' ');
}

/** 500, 1000, 3000 -> "Até R$ 500", "R$ 500 a R$ 1.000", "R$ 1.000 a R$ 3.000", "Acima de R$ 3.000". */
export function budgetBands(limits: readonly number[]): string[] {
  const reais = limits.map(formatReais);
  const first = reais[0];
  const last = reais[reais.length - 1];
  if (first === undefined || last === undefined) return [];
  const between = reais.slice(1).map((upper, i) => `${reais[i] ?? ''} a ${upper}`);
  return [`Até ${first}`, ...between, `Acima de ${last}`];
}
