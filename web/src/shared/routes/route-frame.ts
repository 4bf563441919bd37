/**
 * The frame the app runs in: the main site (null), or a skin's own domain (a SiteFrame: its
 * addresses drop the `/{skin}` prefix, and login, menu and other skins are on the main site). Set
 * once when a page starts (from the page's embedded data), and around each server render, which is
 * synchronous, so one render's frame never leaks into another's.
 */
import type { SiteFrame } from '@lab/domain';

let current: SiteFrame | null = null;

export function routeFrame(): SiteFrame | null {
  return current;
}

export function setRouteFrame(frame: SiteFrame | null): void {
  current = frame;
}

/** Runs `render` (synchronous) in `frame`, then puts the previous frame back. */
export function withRouteFrame<T>(frame: SiteFrame | null, render: () => T): T {
  const previous = current;
  current = frame;
  try {
    return render();
  } finally {
    current = previous;
  }
}
