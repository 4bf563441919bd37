import { CLICK_BEACON_PATH } from '@lab/domain/kernel';

/**
 * A visitor's click sent to the same-origin `/__clique` function: navigator.sendBeacon, which the
 * browser delivers even as the page is left and never delays it; where it is missing or refuses, a
 * keepalive fetch. A plain-text body (a string's), so no preflight is asked. Counting must
 * never break a page: any failure is dropped.
 */
export function sendClickBeacon(payload: { skin: string; id: string }): void {
  const body = JSON.stringify(payload);
  try {
    if (navigator.sendBeacon?.(CLICK_BEACON_PATH, body)) return;
    // A string body goes as text/plain, as the beacon's does.
    void fetch(CLICK_BEACON_PATH, { method: 'POST', body, keepalive: true }).catch(() => undefined);
  } catch {
    // Blocked by an extension or a policy: the click goes uncounted, the page goes on.
  }
}
