/**
 * "Confirmar reserva": the form's own checks shown under their fields, then bookSlot through the
 * app's reliable send (one idEnvio per draft, kept with it in this tab, the same on every try), and
 * its three endings: booked, taken by someone else a moment before, or not sent (an outage).
 */
import { useState, type FormEvent } from 'react';
import { contactFieldOf, contactNameOf, isValidEmail, PUBLIC_MESSAGES } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';
import { useReliableSend } from '../../../shared/hooks/use-reliable-send';
import { callBooking } from '../api/booking-api';
import type { BookedSlot, BookSlotPayload, BookSlotResult } from '../api/booking-contract';
import { BOOKING_STORAGE_PREFIXES, type BookingDraft, type DraftField } from './use-booking-draft';

export const NAME_REQUIRED = 'Diga o seu nome, para ela saber quem vem.';
export const BOOKING_UNAVAILABLE = 'A reserva está indisponível agora e não foi feita. Tente de novo em instantes.';

export type FieldErrors = Partial<Record<DraftField, string>>;

/** What the form sees by itself, each problem under its field. */
export function bookingFormProblems(draft: BookingDraft): FieldErrors {
  const problems: FieldErrors = {};
  const nome = contactNameOf(draft.nome);
  if (!nome.ok) problems.nome = nome.problem;
  else if (nome.nome === '') problems.nome = NAME_REQUIRED;
  const email = draft.email.trim();
  if (email === '') problems.email = PUBLIC_MESSAGES.emailRequired;
  else if (!isValidEmail(email))
    problems.email = email.includes('/') ? PUBLIC_MESSAGES.emailInvalidChars : PUBLIC_MESSAGES.emailInvalid;
  return problems;
}

export interface BookingPlace {
  skin: string;
  pagina: string;
  /** Her zone and the visitor's: the visitor's is sent for the e-mail's text. */
  fusoVisitante: string;
  /** The widget's storage key (bookingKey) and its fields' id prefix. */
  key: string;
  idPrefix: string;
}

type Payload = Omit<BookSlotPayload, 'idEnvio'>;

function payloadOf(place: BookingPlace, draft: BookingDraft & { servico: string; comecaEm: number }): Payload {
  const whatsapp = draft.whatsapp.trim();
  return {
    skin: place.skin,
    pagina: place.pagina,
    servico: draft.servico,
    comecaEm: draft.comecaEm,
    nome: draft.nome.trim(),
    email: draft.email.trim(),
    ...(whatsapp ? { whatsapp } : {}),
    fusoVisitante: place.fusoVisitante,
  };
}

export function useBookSlot(place: BookingPlace, handlers: { booked: (b: BookedSlot) => void; taken: (next: number[]) => void }) {
  const backend = useBackend();
  const [errors, setErrors] = useState<FieldErrors>({});
  const sending = useReliableSend<Payload, BookSlotResult>(
    `${BOOKING_STORAGE_PREFIXES.send}${place.key}`,
    (payload, idEnvio) => callBooking(backend, 'bookSlot', { ...payload, idEnvio }),
    { logAs: 'Erro ao reservar:' },
  );

  const submit = async (event: FormEvent, draft: BookingDraft) => {
    event.preventDefault();
    if (sending.status === 'sending' || draft.servico === null || draft.comecaEm === null) return;
    const found = bookingFormProblems(draft);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      const first = (['nome', 'email'] as const).find((field) => found[field]);
      if (first) document.getElementById(`${place.idPrefix}-${first}`)?.focus();
      return;
    }
    const result = await sending.send(payloadOf(place, { ...draft, servico: draft.servico, comecaEm: draft.comecaEm }));
    if (result === null) return;
    if (result.status === 'ocupado') handlers.taken(result.proximos);
    else handlers.booked(result);
  };

  const clear = (field: DraftField) => {
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
    if (refusalField === field) sending.setError(null);
  };
  const failed = sending.status === 'failed';
  // A refusal about one field goes under it; the rest is the form's.
  const found = sending.error && !failed ? contactFieldOf(sending.error) : null;
  const refusalField = found === 'nome' || found === 'email' || found === 'whatsapp' ? found : null;
  return {
    submit,
    errors: refusalField ? { ...errors, [refusalField]: sending.error ?? undefined } : errors,
    clear,
    sending: sending.status === 'sending',
    /** The form's own line: "indisponível" after an outage (her retry sends the same idEnvio), or a refusal. */
    problem: refusalField ? null : failed ? BOOKING_UNAVAILABLE : sending.error,
    failed,
  };
}
