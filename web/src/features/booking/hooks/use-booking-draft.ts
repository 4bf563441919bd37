/**
 * A visitor's booking before it is sent: the service, the time, her name, e-mail and WhatsApp. Kept
 * in this tab's sessionStorage as it changes, so a reload or a page left and come back to finds it;
 * read back right after the first render, which stays the server's (an empty draft).
 */
import { useLayoutEffect, useState } from 'react';
import { readStored, writeStored } from '../../../shared/hooks/use-reliable-send';

/**
 * Where a widget keeps, for this tab, its draft and its booking in flight (with the idEnvio). The page
 * does not look for them before a touch, as it does for the form's: that check would cost every
 * public page its bytes, and the first touch brings a kept draft back anyway.
 */
export const BOOKING_STORAGE_PREFIXES = { draft: 'lab:rascunho:reserva:', send: 'lab:envio:reserva:' } as const;

export interface BookingDraft {
  servico: string | null;
  comecaEm: number | null;
  nome: string;
  email: string;
  whatsapp: string;
}

export const EMPTY_BOOKING_DRAFT: BookingDraft = { servico: null, comecaEm: null, nome: '', email: '', whatsapp: '' };

export type DraftField = 'nome' | 'email' | 'whatsapp';

/** The widget's key: one draft per page's agenda. */
export function bookingKey(skin: string, pagina: string): string {
  return `${skin}/${pagina}`;
}

export function useBookingDraft(key: string, initial: BookingDraft) {
  const storageKey = `${BOOKING_STORAGE_PREFIXES.draft}${key}`;
  const [draft, setDraft] = useState<BookingDraft>(initial);
  useLayoutEffect(() => {
    const kept = readStored<Partial<BookingDraft>>(storageKey);
    // The outside state (this tab's storage) is read once, before the browser paints the empty draft.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (kept) setDraft((d) => ({ ...d, ...kept }));
  }, [storageKey]);
  const change = (next: (d: BookingDraft) => BookingDraft) =>
    setDraft((d) => {
      const changed = next(d);
      writeStored(storageKey, changed);
      return changed;
    });
  const forget = () => {
    writeStored(storageKey, null);
    setDraft(initial);
  };
  return { draft, change, forget };
}
