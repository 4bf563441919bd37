/**
 * Where a contact form keeps, for this tab, what must survive a reload: its draft and its send in
 * flight (with the idEnvio). The app reads them too, to fetch the form's code at once when one is kept.
 */
export const CONTACT_STORAGE_PREFIXES = { draft: 'lab:rascunho:contato:', send: 'lab:envio:contato:' } as const;

/** Whether a storage key is one of a contact form's. */
export function isContactStorageKey(key: string): boolean {
  return Object.values(CONTACT_STORAGE_PREFIXES).some((prefix) => key.startsWith(prefix));
}
