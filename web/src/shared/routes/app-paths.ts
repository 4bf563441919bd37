/**
 * The app's addresses in the frame it runs in (@lab/domain's addresses.ts declares them all): the
 * main site, or a skin's own domain, where the skin's addresses drop their `/{skin}` prefix and
 * everything else is an absolute address on the main site. The frame is handed down as context
 * (the page's embedded data in the browser, the request on the server), so one server render's
 * frame can never reach another's.
 */
import { createContext, useContext, useMemo } from 'react';
import { addressesIn, type Addresses, type SiteFrame } from '@lab/domain/kernel';

const FrameContext = createContext<SiteFrame | null>(null);

/** Sets the frame for the tree inside (null, the default: the main site). */
export const RouteFrameProvider = FrameContext.Provider;

/** The frame the screen runs in: null on the main site. */
export function useRouteFrame(): SiteFrame | null {
  return useContext(FrameContext);
}

const MAIN_SITE = addressesIn(null);

/** The addresses of `frame` (null: the main site's, always the same builders). */
export function addressesOf(frame: SiteFrame | null): Addresses {
  return frame === null ? MAIN_SITE : addressesIn(frame);
}

/** The addresses the screen links and navigates to, in its frame; the same while the frame is, for hooks' dependencies. */
export function useAppPaths(): Addresses {
  const frame = useRouteFrame();
  return useMemo(() => addressesOf(frame), [frame]);
}
