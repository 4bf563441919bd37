import { useState } from 'react';
import { checkRespostas, type PerguntaFormulario } from '@lab/domain/briefing';
import { answersToSend, type ContactDraft } from '../api/contact-message-api';

/** The id of the field of one of her questions on a form. */
export const questionFieldId = (prefix: string, questionId: string) => `${prefix}-pergunta-${questionId}`;

/**
 * The problems of the answers to her questions (briefing), each shown under its question, as the
 * form finds them before sending: the server's own check says the same, so a refusal is rare.
 */
export function useAnswerProblems(questions: readonly PerguntaFormulario[], idPrefix: string) {
  const [errors, setErrors] = useState<Readonly<Record<string, string>>>({});
  return {
    errors,
    /** An answer being corrected loses its problem. */
    clear(questionId: string) {
      if (errors[questionId] !== undefined) setErrors(({ [questionId]: _gone, ...rest }) => rest);
    },
    /** Shows what the answers lack; true when nothing. `focus`: the first question with a problem takes the focus. */
    show(draft: ContactDraft, focus: boolean): boolean {
      const checked = checkRespostas(questions, answersToSend(questions, draft));
      const found = checked.ok ? {} : checked.problems;
      setErrors(found);
      const first = questions.find((q) => found[q.id] !== undefined);
      if (first && focus) document.getElementById(questionFieldId(idPrefix, first.id))?.focus();
      return first === undefined;
    },
  };
}
