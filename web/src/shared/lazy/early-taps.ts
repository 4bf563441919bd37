/**
 * A tap on server-drawn markup before its code is in: React drops a click on markup it has not
 * hydrated yet, so the last click's target is kept here, and a lazy widget (the gallery) that hydrates
 * takes it when it lies inside its own markup and acts on it as if it had been there.
 */
let last: EventTarget | null = null;

export function noteEarlyTaps(target: Document = document): void {
  target.addEventListener('click', (event) => (last = event.target), true);
}

/** The element tapped last, once, when it lies inside `within`; otherwise null (and it stays for another). */
export function takeEarlyTap(within: Element): Element | null {
  const tapped = last instanceof Element && within.contains(last) ? last : null;
  if (tapped) last = null;
  return tapped;
}
