/** How much a form's questions and a visitor's answers may hold. */
export const BRIEFING_LIMITS = {
  /** Questions per form. */
  perguntas: 8,
  textoPergunta: 120,
  opcoesMin: 2,
  opcoesMax: 10,
  opcao: 60,
  /** Limits between budget bands: 1 to 5 makes 2 to 6 bands. */
  faixasMin: 1,
  faixasMax: 5,
  /** Highest limit, in whole reais. */
  faixaMax: 10_000_000,
  respostaCurta: 200,
  respostaLonga: 2000,
  /** A question's id: what the studio makes, and a bound on what a payload may name. */
  id: 32,
} as const;

/**
 * What a question's id looks like: short, safe as an element id, and never a key an object inherits
 * or a parser treats apart (no leading "_", so no "__proto__").
 */
export const QUESTION_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
