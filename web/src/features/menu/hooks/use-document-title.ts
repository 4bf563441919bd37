import { useEffect } from 'react';

/**
 * Keeps the tab's title at `title` while the calling screen is shown, and gives back the title it
 * found when the screen goes, so the page shown next starts from its own.
 */
export function useDocumentTitle(title: string): void {
  // Declared first, so it reads the title before the effect below replaces it.
  useEffect(() => {
    const before = document.title;
    return () => {
      document.title = before;
    };
  }, []);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
