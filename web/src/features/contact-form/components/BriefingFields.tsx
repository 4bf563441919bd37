import { BRIEFING_LIMITS, budgetBands, type PerguntaFormulario } from '@lab/domain/briefing';
import { Choice, Field, fieldIds } from '../../../shared/ui/field';
import { questionFieldId } from '../hooks/use-answer-problems';

interface BriefingFieldsProps {
  questions: readonly PerguntaFormulario[];
  idPrefix: string;
  answers: Readonly<Record<string, string | string[]>>;
  errors: Readonly<Record<string, string>>;
  answer: (questionId: string) => (value: string | string[]) => void;
}

/** Her own questions on her form (briefing), each with its label, "(opcional)" when it is, and its problem under it. */
export function BriefingFields({ questions, idPrefix, answers, errors, answer }: BriefingFieldsProps) {
  return (
    <>
      {questions.map((question) => (
        <QuestionField
          key={question.id}
          id={questionFieldId(idPrefix, question.id)}
          question={question}
          value={answers[question.id]}
          error={errors[question.id] ?? null}
          onAnswer={answer(question.id)}
        />
      ))}
    </>
  );
}

interface QuestionFieldProps {
  id: string;
  question: PerguntaFormulario;
  value: string | string[] | undefined;
  error: string | null;
  onAnswer: (value: string | string[]) => void;
}

const labelOf = (question: PerguntaFormulario) => `${question.texto}${question.obrigatoria ? '' : ' (opcional)'}`;

function QuestionField({ id, question, value, error, onAnswer }: QuestionFieldProps) {
  if (question.tipo === 'multipla') {
    return <SeveralChoices id={id} question={question} value={value} error={error} onAnswer={onAnswer} />;
  }
  const text = typeof value === 'string' ? value : '';
  const options = question.tipo === 'escolha' ? (question.opcoes ?? []) : budgetBands(question.faixas ?? []);
  return (
    <Field id={id} label={labelOf(question)} error={error}>
      {(control) => {
        switch (question.tipo) {
          case 'longa':
            return (
              <textarea
                {...control}
                className="field field--message"
                rows={4}
                maxLength={BRIEFING_LIMITS.respostaLonga}
                value={text}
                onChange={(e) => onAnswer(e.target.value)}
              />
            );
          case 'data':
            return <input {...control} className="field" type="date" value={text} onChange={(e) => onAnswer(e.target.value)} />;
          case 'escolha':
          case 'orcamento':
            // A budget's band is sent by its place: the visitor picks one of her labels, never types a number.
            return (
              <select {...control} className="field" value={text} onChange={(e) => onAnswer(e.target.value)}>
                <option value="">Escolha...</option>
                {options.map((option, at) => (
                  <option key={option} value={question.tipo === 'escolha' ? option : String(at)}>
                    {option}
                  </option>
                ))}
              </select>
            );
          default:
            return (
              <input
                {...control}
                className="field"
                type="text"
                maxLength={BRIEFING_LIMITS.respostaCurta}
                value={text}
                onChange={(e) => onAnswer(e.target.value)}
              />
            );
        }
      }}
    </Field>
  );
}

/** "Várias escolhas": a group of checkboxes named by her question, its problem under the group. */
function SeveralChoices({ id, question, value, error, onAnswer }: QuestionFieldProps) {
  const chosen = new Set(Array.isArray(value) ? value : []);
  const errorId = fieldIds(id).error;
  const toggle = (option: string, on: boolean) =>
    onAnswer((question.opcoes ?? []).filter((o) => (o === option ? on : chosen.has(o))));
  return (
    <fieldset
      id={id}
      className={`contact-form__choices${error ? ' form-field--invalid' : ''}`}
      tabIndex={-1}
      aria-describedby={error ? errorId : undefined}
    >
      <legend className="form-field__label">{labelOf(question)}</legend>
      {(question.opcoes ?? []).map((option) => (
        <Choice key={option} label={option} className="contact-form__choice">
          {(control) => (
            <input {...control} type="checkbox" checked={chosen.has(option)} onChange={(e) => toggle(option, e.target.checked)} />
          )}
        </Choice>
      ))}
      {error ? (
        <p id={errorId} className="form-field__error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
