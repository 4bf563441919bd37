import { useId } from 'react';
import {
  BRIEFING_LIMITS,
  budgetBands,
  hasOptions,
  TIPO_PERGUNTA_ROTULOS,
  TIPOS_PERGUNTA,
  type TipoPergunta,
} from '@lab/domain/briefing';
import { Choice, Field } from '../../../shared/ui/field';
import { limitsOf, type QuestionRow } from './form-questions';
import { ListRowActions } from './ListRowActions';

interface FormQuestionRowProps {
  row: QuestionRow;
  index: number;
  count: number;
  onChange: (fields: Partial<QuestionRow>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** The problem the rule found in this question, said under it. */
  problem: string | null;
}

/** One of her questions: its text, type, whether it must be answered, and its options or budget bands. */
export function FormQuestionRow({ row, index, count, onChange, onMove, onRemove, problem }: FormQuestionRowProps) {
  const id = useId();
  const name = `Pergunta ${index + 1}`;
  return (
    <li className="form-questions__row" aria-label={row.texto.trim() || name}>
      <Field id={`${id}-texto`} label={name} error={problem} announceError>
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={row.texto}
            maxLength={BRIEFING_LIMITS.textoPergunta}
            autoComplete="off"
            data-list-focus={`${row.key}:text`}
            onChange={(e) => onChange({ texto: e.target.value })}
          />
        )}
      </Field>
      <div className="form-questions__settings">
        <Field id={`${id}-tipo`} label={`Tipo da ${name.toLowerCase()}`}>
          {(control) => (
            <select
              {...control}
              className="neon-field"
              value={row.tipo}
              onChange={(e) => onChange({ tipo: e.target.value as TipoPergunta })}
            >
              {TIPOS_PERGUNTA.map((tipo) => (
                <option key={tipo} value={tipo}>
                  {TIPO_PERGUNTA_ROTULOS[tipo]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Choice
          label={
            <>
              Obrigatória <span className="visually-hidden">({name})</span>
            </>
          }
          className="form-questions__required"
        >
          {(control) => (
            <input
              {...control}
              type="checkbox"
              checked={row.obrigatoria}
              onChange={(e) => onChange({ obrigatoria: e.target.checked })}
            />
          )}
        </Choice>
      </div>
      {hasOptions(row.tipo) && <QuestionOptions row={row} name={name} onChange={onChange} />}
      {row.tipo === 'orcamento' && <BudgetLimits id={`${id}-faixas`} row={row} onChange={onChange} />}
      <ListRowActions rowKey={row.key} index={index} count={count} name={name} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}

interface PartProps {
  row: QuestionRow;
  onChange: (fields: Partial<QuestionRow>) => void;
}

/** The options a visitor picks among, 2 to 10, in her order. */
function QuestionOptions({ row, name, onChange }: PartProps & { name: string }) {
  const id = useId();
  const setOption = (at: number, text: string) => onChange({ opcoes: row.opcoes.map((o, i) => (i === at ? text : o)) });
  return (
    <fieldset className="form-questions__options">
      <legend>Opções da {name.toLowerCase()}</legend>
      {row.opcoes.map((option, at) => (
        <div key={at} className="form-questions__option">
          <Field id={`${id}-${at}`} label={`Opção ${at + 1}`}>
            {(control) => (
              <input
                {...control}
                className="neon-field"
                value={option}
                maxLength={BRIEFING_LIMITS.opcao}
                autoComplete="off"
                onChange={(e) => setOption(at, e.target.value)}
              />
            )}
          </Field>
          <button
            type="button"
            className="neon-button studio-small"
            disabled={row.opcoes.length <= BRIEFING_LIMITS.opcoesMin}
            onClick={() => onChange({ opcoes: row.opcoes.filter((_, i) => i !== at) })}
          >
            Remover <span className="visually-hidden">opção {at + 1}</span>
          </button>
        </div>
      ))}
      <button
        type="button"
        className="neon-button studio-small"
        disabled={row.opcoes.length >= BRIEFING_LIMITS.opcoesMax}
        onClick={() => onChange({ opcoes: [...row.opcoes, ''] })}
      >
        Adicionar opção
      </button>
    </fieldset>
  );
}

/** The limits between budget bands, in reais; the bands the visitor will choose among are shown as she types. */
function BudgetLimits({ id, row, onChange }: PartProps & { id: string }) {
  const limits = limitsOf(row.faixas);
  const bands = limits.every(Number.isInteger) ? budgetBands(limits) : [];
  return (
    <Field
      id={id}
      label="Limites das faixas, em reais"
      hint="Separados por vírgula, do menor para o maior (exemplo: 500, 1000, 3000)."
      after={bands.length > 0 ? <p className="form-questions__bands">Faixas: {bands.join(' · ')}</p> : null}
    >
      {(control) => (
        <input
          {...control}
          className="neon-field"
          inputMode="numeric"
          autoComplete="off"
          value={row.faixas}
          onChange={(e) => onChange({ faixas: e.target.value })}
        />
      )}
    </Field>
  );
}
