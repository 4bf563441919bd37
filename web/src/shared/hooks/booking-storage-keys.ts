/**
 * Where a booking widget keeps, for this tab, what must survive a reload: its draft (service, time,
 * name, e-mail) and its booking in flight (with the idEnvio). The app reads them too, to fetch the
 * widget's code at once when one is kept.
 */
export const BOOKING_STORAGE_PREFIXES = { draft: 'lab:rascunho:reserva:', send: 'lab:envio:reserva:' } as const;

/** Whether a storage key is one of a booking widget's. */
export function isBookingStorageKey(key: string): boolean {
  return Object.values(BOOKING_STORAGE_PREFIXES).some((prefix) => key.startsWith(prefix));
}
