/**
 * Whether this browser's visits may be logged. A person can turn logging off on the privacy page,
 * and a browser sending Global Privacy Control has said the same for every site: neither is ever
 * logged. The choice is this browser's, kept apart from the session keys so signing out keeps it.
 */

/** Local storage key holding the opt-out ("1"); absent means visits may be logged. */
export const VISIT_OPT_OUT_KEY = 'naoRegistrarVisitas';

/** What decides it, read from the browser: the GPC signal and the stored choice. */
export interface VisitConsent {
  /** The browser sends Global Privacy Control (navigator.globalPrivacyControl). */
  gpc: boolean;
  /** The person chose **Não registrar minhas visitas** in this browser. */
  optedOut: boolean;
}

interface GpcNavigator {
  globalPrivacyControl?: boolean;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage blocked by the browser: no stored choice, and nothing to write it to.
    return null;
  }
}

export function readVisitConsent(): VisitConsent {
  const gpc = (navigator as Navigator & GpcNavigator).globalPrivacyControl === true;
  return { gpc, optedOut: storage()?.getItem(VISIT_OPT_OUT_KEY) === '1' };
}

/** True when neither GPC nor the stored choice forbids logging this browser's visits. */
export function visitLoggingAllowed(consent: VisitConsent = readVisitConsent()): boolean {
  return !consent.gpc && !consent.optedOut;
}

/** Records the person's choice for this browser. */
export function setVisitOptOut(optedOut: boolean): void {
  const ls = storage();
  if (optedOut) ls?.setItem(VISIT_OPT_OUT_KEY, '1');
  else ls?.removeItem(VISIT_OPT_OUT_KEY);
}
