/**
 * Something opened on first use and shared after (an SDK, a database, a lazily loaded module): the
 * first call starts `open`, every call gets the same promise. With `retry`, a failure is forgotten
 * once it has been reported, so the next call tries again (a chunk that did not download); without
 * it, the failure is the answer from then on.
 */
export function onFirstUse<T>(open: () => Promise<T>, { retry = false }: { retry?: boolean } = {}): () => Promise<T> {
  let opened: Promise<T> | null = null;
  return () => {
    if (opened) return opened;
    const attempt = open();
    opened = attempt;
    if (retry) {
      attempt.catch(() => {
        if (opened === attempt) opened = null;
      });
    }
    return attempt;
  };
}
