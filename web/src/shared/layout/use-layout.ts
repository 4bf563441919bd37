import { useSyncExternalStore } from 'react';
import { computeLayout, type LayoutMeasures } from './compute-layout';

/**
 * The layout for the current window, recomputed on resize. One cached object per window size keeps
 * useSyncExternalStore's snapshot stable between renders.
 */
let cached: LayoutMeasures | null = null;

function snapshot(): LayoutMeasures {
  const width = window.innerWidth;
  const height = window.innerHeight;
  if (!cached || cached.window.width !== width || cached.window.height !== height) cached = computeLayout(width, height);
  return cached;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener('resize', onChange);
  window.addEventListener('orientationchange', onChange);
  return () => {
    window.removeEventListener('resize', onChange);
    window.removeEventListener('orientationchange', onChange);
  };
}

export function useLayout(): LayoutMeasures {
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

/** Inline pixel sizes for a region's style attribute. */
export function px(size: { width: number; height?: number }): { width: string; height?: string } {
  const style: { width: string; height?: string } = { width: `${size.width}px` };
  if (size.height !== undefined) style.height = `${size.height}px`;
  return style;
}
