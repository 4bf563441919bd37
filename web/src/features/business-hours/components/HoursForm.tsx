import { useId, useState, type FormEvent } from 'react';
import { isDomainError } from '@lab/domain/kernel';
import type { AtendimentoDoc, DiaSemana, Periodo } from '@lab/domain/business-hours';
import { useBackend } from '../../../shared/backend/context';
import { CharacterCounter, Choice, Field } from '../../../shared/ui/field';
import {
  draftErrors,
  draftOf,
  fieldOfRefusal,
  readHoursDraft,
  TEXT_MAX,
  timeZones,
  WEEK_ORDER,
  writeHoursDraft,
  type HoursDraft,
  type HoursErrors,
} from '../hours-model';
import { WeekdayRow } from './WeekdayRow';

interface HoursFormProps {
  inbox: string;
  saved: AtendimentoDoc | null;
  onSaved: () => void;
}

type Status = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' };

/** One inbox's hours: the week, the zone, the texts and the switches; what she types survives a reload until saved. */
export function HoursForm({ inbox, saved, onSaved }: HoursFormProps) {
  const backend = useBackend();
  const [draft, setDraft] = useState<HoursDraft>(() => readHoursDraft(inbox) ?? draftOf(saved));
  const [errors, setErrors] = useState<HoursErrors>({});
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const ids = { zone: useId(), answer: useId(), ack: useId(), quiet: useId() };

  const change = (next: Partial<HoursDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    writeHoursDraft(inbox, updated);
    setStatus({ kind: 'idle' });
  };
  const setDay = (day: DiaSemana, periods: Periodo[]) => change({ semana: { ...draft.semana, [day]: periods } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus({ kind: 'saving' });
    try {
      await backend.call('saveBusinessHours', { skin: inbox, ...draft });
      writeHoursDraft(inbox, null);
      setStatus({ kind: 'saved' });
      onSaved();
    } catch (error) {
      const message = isDomainError(error) ? error.message : 'Não foi possível salvar. Tente de novo.';
      setErrors({ [fieldOfRefusal(message)]: message });
      setStatus({ kind: 'idle' });
    }
  };

  return (
    <form className="business-hours__form" onSubmit={(event) => void submit(event)} noValidate>
      <Choice label="Usar horário de atendimento" className="business-hours__switch">
        {(control) => (
          <input {...control} type="checkbox" checked={draft.ativo} onChange={(e) => change({ ativo: e.target.checked })} />
        )}
      </Choice>
      <Field id={ids.zone} label="Fuso horário" error={errors.fusoHorario ?? null}>
        {(control) => (
          <select
            {...control}
            className="neon-field"
            value={draft.fusoHorario}
            onChange={(e) => change({ fusoHorario: e.target.value })}
          >
            {timeZones(draft.fusoHorario).map((zone) => (
              <option key={zone} value={zone}>
                {zone.replace(/_/g, ' ')}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="business-hours__week">
        {WEEK_ORDER.map((day) => (
          <WeekdayRow
            key={day}
            day={day}
            periods={draft.semana[day]}
            error={errors[day]}
            onChange={(periods) => setDay(day, periods)}
          />
        ))}
      </div>
      <Field
        id={ids.answer}
        label="Resposta automática fora do horário"
        hint="Enviada no chat, no máximo uma vez por dia em cada conversa, quando alguém escreve fora do seu horário. Em branco: nenhuma."
        error={errors.foraDoHorario ?? null}
        after={<CharacterCounter length={draft.foraDoHorario.trim().length} max={TEXT_MAX} />}
      >
        {(control) => (
          <textarea
            {...control}
            className="neon-field"
            rows={4}
            value={draft.foraDoHorario}
            onChange={(e) => change({ foraDoHorario: e.target.value })}
          />
        )}
      </Field>
      <Field
        id={ids.ack}
        label="Confirmação de recebimento (opcional)"
        hint="Enviada a qualquer hora, uma vez, à primeira mensagem de cada conversa."
        error={errors.confirmacao ?? null}
        after={<CharacterCounter length={draft.confirmacao.trim().length} max={TEXT_MAX} />}
      >
        {(control) => (
          <textarea
            {...control}
            className="neon-field"
            rows={3}
            value={draft.confirmacao}
            onChange={(e) => change({ confirmacao: e.target.value })}
          />
        )}
      </Field>
      <Choice
        id={ids.quiet}
        label="Horário silencioso"
        hint="Os avisos de mensagens novas (notificação e e-mail) esperam o seu horário começar."
        className="business-hours__switch"
        hintClassName="form-field__hint"
      >
        {(control) => (
          <input
            {...control}
            type="checkbox"
            checked={draft.silencioso}
            onChange={(e) => change({ silencioso: e.target.checked })}
          />
        )}
      </Choice>
      {errors.form ? (
        <p className="form-field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <p role="status" className="business-hours__status">
        {status.kind === 'saved' ? 'Horário salvo.' : ''}
      </p>
      <button type="submit" className="neon-button neon-button--filled" disabled={status.kind === 'saving'}>
        {status.kind === 'saving' ? 'Salvando…' : 'Salvar'}
      </button>
    </form>
  );
}
