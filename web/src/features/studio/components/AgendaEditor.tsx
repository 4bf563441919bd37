import { useId, useMemo, useState, type FormEvent } from 'react';
import { AGENDA_LIMITS, NEW_AGENDA } from '@lab/domain/agenda';
import { Field } from '../../../shared/ui/field';
import { DraftNotice } from '../drafts/DraftNotice';
import { useDraft } from '../drafts/drafts';
import { containerActions } from '../studio-actions';
import { containerLabel, type StudioContainer } from '../studio-model';
import { BUFFERS, checkAgenda, draftOf, NOTICES, timeZones, type AgendaDraft, type Problems } from './agenda-form';
import { AgendaServices } from './AgendaServices';
import { AgendaExceptions, AgendaWeek } from './AgendaWeek';
import { useStudioContext } from './studio-context';
import './agenda-editor.css';

/**
 * Her agenda: services, week, buffer, notice, horizon, exceptions and zone, edited as one draft (kept
 * on this device until saved, like a card's) and saved whole with "Salvar agenda". The agenda's own
 * schema is run first and each problem is said at its field; the server's refusal says itself at the
 * top. Render it with a key of the stored settings: a save starts it afresh.
 */
export function AgendaEditor({ container }: { container: StudioContainer }) {
  const { skin, change } = useStudioContext();
  const label = containerLabel(container);
  const stored = useMemo(() => draftOf(container.agenda ?? NEW_AGENDA), [container.agenda]);
  const draft = useDraft<AgendaDraft>(skin, `agenda:${container.id_container}`, stored);
  const value = draft.value;
  const [problems, setProblems] = useState<Problems>({});
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const edit = (fields: Partial<AgendaDraft>) => {
    draft.set((latest) => ({ ...latest, ...fields }));
    setProblems({});
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkAgenda(value);
    if (!checked.ok) return setProblems(checked.problems);
    // What is kept is what the server stores (names trimmed, reais written back): once saved, the draft is that.
    draft.set(draftOf(checked.agenda));
    setSaving(true);
    const result = await change(containerActions.agenda(container, checked.agenda));
    setSaving(false);
    if (result.ok) draft.saved();
    else setProblems({ '': result.reason ?? 'Não foi possível salvar a agenda.' });
  };

  return (
    <form className="studio-subform agenda-editor" aria-labelledby={titleId} noValidate onSubmit={(e) => void onSubmit(e)}>
      <h5 id={titleId}>Agenda {label}</h5>
      <DraftNotice draft={draft} what={`da agenda ${label}`} />
      {problems[''] && (
        <p className="studio-problem" role="alert">
          {problems['']}
        </p>
      )}
      <AgendaServices rows={value.servicos} setRows={(servicos) => edit({ servicos })} problems={problems} />
      <AgendaWeek semana={value.semana} setSemana={(semana) => edit({ semana })} problems={problems} />
      <AgendaRules value={value} edit={edit} problems={problems} />
      <AgendaExceptions rows={value.excecoes} setRows={(excecoes) => edit({ excecoes })} problems={problems} />
      <div className="studio-buttons">
        <button type="submit" className="neon-button neon-button--filled" aria-busy={saving}>
          Salvar agenda
        </button>
      </div>
    </form>
  );
}

interface RulesProps {
  value: AgendaDraft;
  edit: (fields: Partial<AgendaDraft>) => void;
  problems: Problems;
}

/** The buffer, the notice and the horizon of her bookings, and her zone. */
function AgendaRules({ value, edit, problems }: RulesProps) {
  const id = useId();
  const buffers = BUFFERS.includes(value.intervaloMin) ? BUFFERS : [...BUFFERS, value.intervaloMin].sort((a, b) => a - b);
  const notices = NOTICES.some((n) => n.minutos === value.antecedenciaMin)
    ? NOTICES
    : [...NOTICES, { minutos: value.antecedenciaMin, rotulo: `${value.antecedenciaMin} minutos` }].sort(
        (a, b) => a.minutos - b.minutos,
      );
  return (
    <fieldset className="agenda-editor__section">
      <legend>Regras</legend>
      <div className="agenda-editor__rules">
        <Field id={`${id}-intervalo`} label="Intervalo entre reservas" error={problems['intervaloMin'] ?? null} announceError>
          {(control) => (
            <select
              {...control}
              className="neon-field"
              value={value.intervaloMin}
              onChange={(e) => edit({ intervaloMin: Number(e.target.value) })}
            >
              {buffers.map((minutes) => (
                <option key={minutes} value={minutes}>
                  {minutes === 0 ? 'Nenhum' : `${minutes} minutos`}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-antecedencia`}
          label="Antecedência mínima"
          hint="Quanto tempo antes do horário alguém ainda pode reservar."
          error={problems['antecedenciaMin'] ?? null}
          announceError
        >
          {(control) => (
            <select
              {...control}
              className="neon-field"
              value={value.antecedenciaMin}
              onChange={(e) => edit({ antecedenciaMin: Number(e.target.value) })}
            >
              {notices.map((notice) => (
                <option key={notice.minutos} value={notice.minutos}>
                  {notice.rotulo}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={`${id}-horizonte`}
          label="Até quantos dias à frente"
          hint={`De 1 a ${AGENDA_LIMITS.horizonteMax} dias.`}
          error={problems['horizonteDias'] ?? null}
          announceError
        >
          {(control) => (
            <input
              {...control}
              className="neon-field agenda-editor__days"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={value.horizonteDias}
              onChange={(e) => edit({ horizonteDias: e.target.value })}
            />
          )}
        </Field>
        <ZoneField id={`${id}-fuso`} fuso={value.fuso} problem={problems['fuso'] ?? null} onChange={(fuso) => edit({ fuso })} />
      </div>
    </fieldset>
  );
}

/** Her IANA zone, São Paulo first. */
function ZoneField(props: { id: string; fuso: string; problem: string | null; onChange: (fuso: string) => void }) {
  const zones = useMemo(() => timeZones(props.fuso), [props.fuso]);
  return (
    <Field id={props.id} label="Fuso horário" hint="Os horários da semana valem neste fuso." error={props.problem} announceError>
      {(control) => (
        <select {...control} className="neon-field" value={props.fuso} onChange={(e) => props.onChange(e.target.value)}>
          {zones.map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/gu, ' ')}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
