import { useEffect, useState, type ReactNode } from 'react';

/**
 * Shows its children only after `delayMs`, then fades them in. Until then they are hidden from
 * sight, from the keyboard and from assistive technology (visibility), so nobody tabs into an
 * invisible button. The fade itself is dropped under prefers-reduced-motion (see base.css).
 */
export function FadeIn({ delayMs, children, className }: { delayMs: number; children: ReactNode; className?: string }) {
  const visible = useDelay(delayMs);
  return (
    <div
      className={['fade-in', className].filter(Boolean).join(' ')}
      data-visible={visible}
      style={{ opacity: visible ? 1 : 0, visibility: visible ? 'visible' : 'hidden' }}
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
