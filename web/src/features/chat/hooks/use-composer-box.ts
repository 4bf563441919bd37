import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The composer's text, kept as a draft as it changes, and its box: after a quick reply goes in (or
 * its list closes), the box takes the focus back with the cursor where she goes on typing.
 */
export function useComposerBox(savedDraft: string, saveDraft: (text: string) => void) {
  const [text, setText] = useState(savedDraft);
  const box = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    if (caret.current === null || !box.current) return;
    box.current.focus();
    box.current.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const write = (next: string) => {
    setText(next);
    saveDraft(next);
  };
  return {
    text,
    setText,
    write,
    box,
    /** Writes `next` and puts the cursor at `at`, in the box. */
    putAt: (next: string, at: number) => {
      caret.current = at;
      write(next);
    },
    /** Back to the box, the cursor where it was, unless a reply just placed it. */
    refocus: () => {
      caret.current ??= box.current?.selectionStart ?? text.length;
    },
  };
}
