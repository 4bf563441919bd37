import { useEffect } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { visitLoggingAllowed } from '../../../shared/privacy/visit-consent';
import { useSession } from '../../../shared/session/session-store';

/**
 * Where the prerendered page's starter (app/paint-first.ts) keeps the ids clicked before the app
 * started; the app counts them and closes it.
 */
export const EARLY_CLICKS = '__cliques';

/** The attribute that makes an element of a skin's page count as one click of its id (a card's, a gallery's). */
export const CLICK_ATTRIBUTE = 'data-clique';

/**
 * One listener for the whole skin page, in the capture phase so a handler that stops the event
 * (a dialog, a copy button) cannot hide it: an activation of anything carrying `data-clique` counts
 * one click of its id. `click` is what a tap, a mouse and the keyboard (Enter on a link, Enter or
 * Space on a button) all end in; `auxclick` is a middle click opening a new tab. Nothing is awaited
 * and any failure is swallowed: the link opens as it would without counting. Not counted, as visits
 * are not: owners, and a browser that asked not to be logged.
 */
export function useClickCounting(skin: string): void {
  const backend = useBackend();
  useEffect(() => {
    const send = (id: string | null | undefined) => {
      try {
        if (!id || useSession.getState().authUser?.admin || !visitLoggingAllowed()) return;
        backend.sendClick({ skin, id });
      } catch {
        // Counting never breaks the page.
      }
    };
    const count = (event: Event) => {
      send((event.target as Element | null)?.closest?.(`[${CLICK_ATTRIBUTE}]`)?.getAttribute(CLICK_ATTRIBUTE));
    };
    const early = (window as unknown as Record<string, string[] | undefined>)[EARLY_CLICKS];
    Reflect.deleteProperty(window, EARLY_CLICKS);
    for (const id of early ?? []) send(id);
    for (const type of ['click', 'auxclick']) document.addEventListener(type, count, true);
    return () => {
      for (const type of ['click', 'auxclick']) document.removeEventListener(type, count, true);
    };
  }, [backend, skin]);
}
