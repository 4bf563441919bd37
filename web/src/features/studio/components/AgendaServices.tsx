import { useId } from 'react';
import { AGENDA_LIMITS } from '@lab/domain/agenda';
import { Field } from '../../../shared/ui/field';
import { useEditableList } from '../hooks/use-editable-list';
import { DURATIONS, durationLabel, newService, type Problems, type ServiceRow } from './agenda-form';
import { ListRowActions } from './ListRowActions';

interface AgendaServicesProps {
  rows: ServiceRow[];
  setRows: (rows: ServiceRow[]) => void;
  problems: Problems;
}

/** Her services: name, duration, price and Pix deposit each, added, removed and reordered, up to ten. */
export function AgendaServices({ rows, setRows, problems }: AgendaServicesProps) {
  const { list, change, move, remove, add } = useEditableList<ServiceRow, never>(() => rows, newService, { rows, setRows });
  const listProblem = problems['servicos'];
  return (
    <fieldset className="agenda-editor__section">
      <legend>Serviços</legend>
      <p className="studio-hint">
        O que o visitante pode agendar: até {AGENDA_LIMITS.servicos} serviços. O sinal é cobrado por Pix com o código do seu card
        Pix, então a skin precisa de um card Pix para pedir sinal.
      </p>
      <ol ref={list} className="agenda-editor__services" aria-label="Serviços da agenda">
        {rows.map((row, index) => (
          <ServiceItem
            key={row.key}
            row={row}
            index={index}
            count={rows.length}
            problems={problems}
            onChange={(fields) => change(row.key, fields)}
            onMove={(to) => move(index, to)}
            onRemove={() => remove(row.key)}
          />
        ))}
      </ol>
      {listProblem && (
        <p className="studio-problem" role="alert">
          {listProblem}
        </p>
      )}
      <button
        type="button"
        className="neon-button studio-small"
        data-list-focus="add"
        disabled={rows.length >= AGENDA_LIMITS.servicos}
        onClick={add}
      >
        Adicionar serviço
      </button>
    </fieldset>
  );
}

interface ServiceItemProps {
  row: ServiceRow;
  index: number;
  count: number;
  problems: Problems;
  onChange: (fields: Partial<ServiceRow>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
}

function ServiceItem({ row, index, count, problems, onChange, onMove, onRemove }: ServiceItemProps) {
  const id = useId();
  const name = `Serviço ${index + 1}`;
  const problem = (field: string) => problems[`servicos.${index}.${field}`] ?? null;
  const durations = DURATIONS.includes(row.duracaoMin) ? DURATIONS : [row.duracaoMin, ...DURATIONS];
  return (
    <li className="agenda-editor__service" aria-label={row.nome.trim() || name}>
      <Field id={`${id}-nome`} label={`Nome do ${name.toLowerCase()}`} error={problem('nome') ?? problem('id')} announceError>
        {(control) => (
          <input
            {...control}
            className="neon-field"
            value={row.nome}
            maxLength={AGENDA_LIMITS.nome}
            autoComplete="off"
            data-list-focus={`${row.key}:text`}
            onChange={(e) => onChange({ nome: e.target.value })}
          />
        )}
      </Field>
      <div className="agenda-editor__service-fields">
        <Field id={`${id}-duracao`} label="Duração" error={problem('duracaoMin')} announceError>
          {(control) => (
            <select
              {...control}
              className="neon-field"
              value={row.duracaoMin}
              onChange={(e) => onChange({ duracaoMin: Number(e.target.value) })}
            >
              {durations.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {durationLabel(minutes)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <MoneyField
          id={`${id}-preco`}
          label="Preço (R$, opcional)"
          value={row.preco}
          error={problem('preco')}
          onChange={(preco) => onChange({ preco })}
        />
        <MoneyField
          id={`${id}-sinal`}
          label="Sinal Pix (R$, opcional)"
          value={row.sinal}
          error={problem('sinal')}
          onChange={(sinal) => onChange({ sinal })}
        />
      </div>
      <ListRowActions rowKey={row.key} index={index} count={count} name={name} onMove={onMove} onRemove={onRemove} />
    </li>
  );
}

function MoneyField(props: {
  id: string;
  label: string;
  value: string;
  error: string | null;
  onChange: (value: string) => void;
}) {
  return (
    <Field id={props.id} label={props.label} error={props.error} announceError>
      {(control) => (
        <input
          {...control}
          className="neon-field agenda-editor__money"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0,00"
          maxLength={14}
          value={props.value}
          onChange={(e) => props.onChange(e.target.value)}
        />
      )}
    </Field>
  );
}
