/**
 * A tap on a server-drawn gallery tile before the gallery's code is in: React drops a click on markup
 * it has not hydrated yet, so the tile is noted here (`data-gallery-tile="{container} {index}"`) and
 * the gallery opens it once it has hydrated. Only the last tap counts: it is the one the person meant.
 */
let last: { key: string; index: number } | null = null;

export function noteEarlyTaps(target: Document = document): void {
  target.addEventListener(
    'click',
    (event) => {
      const tile = event.target instanceof Element ? event.target.closest('[data-gallery-tile]') : null;
      const [key = '', index = ''] = tile?.getAttribute('data-gallery-tile')?.split(' ') ?? [];
      if (tile) last = { key, index: Number(index) };
    },
    { capture: true },
  );
}

/** The tile of `key`'s gallery tapped before its code was in, once, or null. */
export function takeEarlyTap(key: string): number | null {
  if (last?.key !== key) return null;
  const { index } = last;
  last = null;
  return index;
}
