/**
 * Briefing: a creator's own questions on her contact form, checked as the studio and a skin file
 * send them, and a visitor's answers to them, made the readable briefing her conversation shows.
 */
export type { PerguntaFormulario, RespostaFormulario, TipoPergunta } from '../kernel/briefing-types';
export * from './limits';
export * from './budget';
export * from './questions';
export * from './answers';
export * from './schemas';
