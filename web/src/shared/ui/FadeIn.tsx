import { useEffect, useState, type ReactNode } from 'react';
import { useClientOwned } from './ClientOnly';
import './FadeIn.css';

/**
 * Shows its children only after `delayMs`, then fades them in. Until then they are hidden from
 * sight, from the keyboard and from assistive technology (visibility), so nobody tabs into an
 * invisible button. The fade itself is dropped under prefers-reduced-motion (see base.css).
 *
 * The hidden state is FadeIn.css's rule on data-visible: the site's Content-Security-Policy
 * (style-src 'self') drops the style attributes of server-rendered markup, so a prerendered page
 * carries none. Once the client owns the page, the inline style says the same where no stylesheet is
 * loaded (React sets it through the CSSOM, which the policy allows).
 */
export function FadeIn({ delayMs, children, className }: { delayMs: number; children: ReactNode; className?: string }) {
  const visible = useDelay(delayMs);
  const clientOwned = useClientOwned();
  return (
    <div
      className={['fade-in', className].filter(Boolean).join(' ')}
      data-visible={visible}
      style={clientOwned ? { opacity: visible ? 1 : 0, visibility: visible ? 'visible' : 'hidden' } : undefined}
    >
      {children}
    </div>
  );
}

export function useDelay(delayMs: number): boolean {
  const [done, setDone] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return undefined;
    const timer = setTimeout(() => setDone(true), delayMs);
    return () => clearTimeout(timer);
  }, [delayMs]);
  return done;
}
