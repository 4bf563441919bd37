import { useState, type FormEvent } from 'react';
import { isDomainError } from '@lab/domain/kernel';
import type { AtendimentoDoc, DiaSemana, Periodo } from '@lab/domain/business-hours';
import { useBackend } from '../../../shared/backend/context';
import {
  draftErrors,
  draftOf,
  fieldOfRefusal,
  readHoursDraft,
  writeHoursDraft,
  type HoursDraft,
  type HoursErrors,
} from '../hours-model';

export type HoursStatus = 'idle' | 'saving' | 'saved';

/**
 * One inbox's form: the draft (kept in this browser until saved, so a reload never loses it), its
 * problems beside their fields, checked before sending and mapped back from the server's refusal.
 */
export function useHoursForm(inbox: string, saved: AtendimentoDoc | null, onSaved: () => void) {
  const backend = useBackend();
  const [draft, setDraft] = useState<HoursDraft>(() => readHoursDraft(inbox) ?? draftOf(saved));
  const [errors, setErrors] = useState<HoursErrors>({});
  const [status, setStatus] = useState<HoursStatus>('idle');

  const change = (next: Partial<HoursDraft>) => {
    const updated = { ...draft, ...next };
    setDraft(updated);
    writeHoursDraft(inbox, updated);
    setStatus('idle');
  };
  const setDay = (day: DiaSemana, periods: Periodo[]) => change({ semana: { ...draft.semana, [day]: periods } });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = draftErrors(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setStatus('saving');
    try {
      await backend.call('saveBusinessHours', { skin: inbox, ...draft });
      writeHoursDraft(inbox, null);
      setStatus('saved');
      onSaved();
    } catch (error) {
      const message = isDomainError(error) ? error.message : 'Não foi possível salvar. Tente de novo.';
      setErrors({ [fieldOfRefusal(message)]: message });
      setStatus('idle');
    }
  };

  return { draft, errors, status, change, setDay, submit };
}
