/**
 * The stored shapes of a creator's own questions on her contact form and of a visitor's answers to
 * them. They sit in the kernel because two stored entities carry them (a form's container and the
 * conversation a message opens) and the kernel may import no slice; the briefing slice
 * (packages/domain/src/briefing/) checks what is typed against these shapes and holds every rule.
 */

/** Resposta curta, Resposta longa, Uma escolha, Várias escolhas, Data, Orçamento em reais. */
export const TIPOS_PERGUNTA = ['curta', 'longa', 'escolha', 'multipla', 'data', 'orcamento'] as const;
export type TipoPergunta = (typeof TIPOS_PERGUNTA)[number];

/** One of her questions, as the form's container keeps it (ContainerDoc.perguntas, in her order). */
export interface PerguntaFormulario {
  /** Stable across edits of its text: an answer names its question by it. */
  id: string;
  texto: string;
  tipo: TipoPergunta;
  obrigatoria: boolean;
  /** 'escolha' and 'multipla' only: the options, in her order. */
  opcoes?: string[];
  /** 'orcamento' only: the limits between the bands, whole reais, ascending (500, 1000, 3000). */
  faixas?: number[];
}

/** One answer as the conversation keeps it (ConversaDoc.respostas): readable, and free of later edits. */
export interface RespostaFormulario {
  id: string;
  /** The question's text as it was when the message was sent. */
  pergunta: string;
  tipo: TipoPergunta;
  /** Several choices joined by ", ", a date as dd/mm/aaaa, a budget as its band's label. */
  resposta: string;
}
