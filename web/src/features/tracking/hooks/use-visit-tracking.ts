import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { LIMITS, sitePathOf } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';
import { useRouteFrame } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';
import { visitLoggingAllowed } from '../../../shared/privacy/visit-consent';
import { logAccess, logNavigation, referrerHost } from '../api/visit-log';

/** sessionStorage key remembering that this tab session's access was logged. */
const ACCESS_LOGGED_KEY = 'acessoRegistrado';

/**
 * Logs a visitor's access once per session and every route change, under the session's
 * navegacaoHash. Owners (the admin claim) are never tracked, so nothing happens before the auth
 * state is known; nor is a browser that sends Global Privacy Control or whose person turned logging off. Calls wait for an idle moment so they never compete with the page itself.
 */
export function useVisitTracking(): void {
  const backend = useBackend();
  const { pathname } = useLocation();
  const frame = useRouteFrame();
  const authReady = useSession((s) => s.authReady);
  const isOwner = useSession((s) => s.authUser?.admin === true);
  const lastLogged = useRef<string | null>(null);
  // Page views wait for the access: counted on a creator's skin, the first one then knows its country.
  const accessSettled = useRef<Promise<void>>(Promise.resolve());
  const referrerSent = useRef(false);

  useEffect(() => {
    if (!authReady || isOwner || lastLogged.current === pathname || !visitLoggingAllowed()) return undefined;
    return whenIdle(() => {
      // Marked when sent, not when scheduled: a cancelled schedule (a quick redirect) logs nothing.
      lastLogged.current = pathname;
      const hash = ensureNavigationHash();
      if (sessionStorage.getItem(ACCESS_LOGGED_KEY) !== hash) {
        sessionStorage.setItem(ACCESS_LOGGED_KEY, hash);
        accessSettled.current = logAccess(backend, hash);
      }
      // The referrer belongs to the page load: only its first view came from there.
      const origem = referrerSent.current ? undefined : referrerHost(document.referrer, window.location.hostname);
      referrerSent.current = true;
      // Counted by the skin's main-site address, which names the skin, also on its own domain.
      const path = (frame ? sitePathOf(frame, pathname) : pathname).slice(0, LIMITS.pathMaxLength);
      void accessSettled.current.then(() => logNavigation(backend, hash, path, origem));
    });
  }, [authReady, isOwner, pathname, backend, frame]);
}

/** The session's random UUID (local storage key navegacaoHash), created on first need. */
function ensureNavigationHash(): string {
  const { stored, setStored } = useSession.getState();
  if (stored.navegacaoHash) return stored.navegacaoHash;
  const hash = randomUuid();
  setStored({ navegacaoHash: hash });
  return hash;
}

function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/** crypto.randomUUID exists only in secure contexts; a LAN address over http is not one. */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
