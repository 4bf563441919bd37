import { useId } from 'react';
import type { AtendimentoDoc } from '@lab/domain/business-hours';
import { CharacterCounter, Choice, Field } from '../../../shared/ui/field';
import { TEXT_MAX, timeZones, WEEK_ORDER, type HoursDraft, type HoursErrors } from '../hours-model';
import { useHoursForm } from '../hooks/use-hours-form';
import { WeekdayRow } from './WeekdayRow';

interface HoursFormProps {
  inbox: string;
  saved: AtendimentoDoc | null;
  onSaved: () => void;
}

/** One inbox's hours: the switch, the zone, the week, the automatic texts and the quiet hours. */
export function HoursForm({ inbox, saved, onSaved }: HoursFormProps) {
  const { draft, errors, status, change, setDay, submit } = useHoursForm(inbox, saved, onSaved);
  const zoneId = useId();
  return (
    <form className="business-hours__form" onSubmit={(event) => void submit(event)} noValidate>
      <Choice label="Usar horário de atendimento" className="business-hours__switch">
        {(control) => (
          <input {...control} type="checkbox" checked={draft.ativo} onChange={(e) => change({ ativo: e.target.checked })} />
        )}
      </Choice>
      <Field id={zoneId} label="Fuso horário" error={errors.fusoHorario ?? null}>
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
      <AutomaticTexts draft={draft} errors={errors} change={change} />
      {errors.form ? (
        <p className="form-field__error" role="alert">
          {errors.form}
        </p>
      ) : null}
      <p role="status" className="business-hours__status">
        {status === 'saved' ? 'Horário salvo.' : ''}
      </p>
      <button type="submit" className="neon-button neon-button--filled" disabled={status === 'saving'}>
        {status === 'saving' ? 'Salvando…' : 'Salvar'}
      </button>
    </form>
  );
}

interface TextsProps {
  draft: HoursDraft;
  errors: HoursErrors;
  change: (next: Partial<HoursDraft>) => void;
}

/** The answer outside the hours, the acknowledgement (both with counters) and the quiet hours switch. */
function AutomaticTexts({ draft, errors, change }: TextsProps) {
  const ids = { answer: useId(), ack: useId(), quiet: useId() };
  return (
    <>
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
    </>
  );
}
