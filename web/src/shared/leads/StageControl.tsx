/**
 * "Mover para…": a lead's stage as one native select (one tap on a phone, arrows on a keyboard), and,
 * when she picks Proposta enviada, a small inline field for the proposal's value, which she may leave empty.
 */
import { useState, type FormEvent } from 'react';
import type { EtapaLead } from '@lab/domain/kernel';
import { ETAPA_LABELS, ETAPAS } from '@lab/domain/leads';
import { Field } from '../ui/field';
import { formatReaisPlain, parseReais } from './money';
import './leads.css';

export interface StageControlProps {
  /** Unique on the page: the select's and the value field's ids come from it. */
  id: string;
  /** Who the lead is, for the select's name ("Mover Ana para…"). */
  leadName: string;
  etapa: EtapaLead;
  valorProposta: number | null;
  onMove: (etapa: EtapaLead, valorProposta?: number | null) => void;
}

export const VALUE_INVALID = 'Escreva um valor em reais, como 1.500,00, ou deixe em branco.';

export function StageControl({ id, leadName, etapa, valorProposta, onMove }: StageControlProps) {
  const [askingValue, setAskingValue] = useState(false);
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | null>(null);

  const choose = (next: EtapaLead) => {
    if (next === 'proposta') {
      setTyped(valorProposta === null ? '' : formatReaisPlain(valorProposta));
      setError(null);
      setAskingValue(true);
      return;
    }
    if (next !== etapa) onMove(next);
  };

  const confirm = (event: FormEvent) => {
    event.preventDefault();
    const value = parseReais(typed);
    if (value === 'invalid') {
      setError(VALUE_INVALID);
      return;
    }
    setAskingValue(false);
    onMove('proposta', value);
  };

  return (
    <div className="stage-control">
      <Field id={`${id}-etapa`} label={`Mover ${leadName} para…`} labelHidden>
        {(control) => (
          <select
            {...control}
            className="neon-field stage-control__select"
            value={etapa}
            onChange={(e) => choose(e.target.value as EtapaLead)}
          >
            {ETAPAS.map((stage) => (
              <option key={stage} value={stage}>
                {ETAPA_LABELS[stage]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {askingValue && (
        <form className="stage-control__value" onSubmit={confirm} aria-label={`Proposta enviada a ${leadName}`}>
          <Field id={`${id}-valor`} label="Valor da proposta (R$), opcional" error={error} announceError>
            {(control) => (
              <input
                {...control}
                className="neon-field"
                inputMode="decimal"
                autoComplete="off"
                value={typed}
                onChange={(e) => setTyped(e.target.value)}
              />
            )}
          </Field>
          <div className="stage-control__actions">
            <button type="submit" className="button button--primary">
              Mover para Proposta enviada
            </button>
            <button type="button" className="button" onClick={() => setAskingValue(false)}>
              Cancelar
            </button>
          </div>
        </form>
      )}
    </div>
  );
}
