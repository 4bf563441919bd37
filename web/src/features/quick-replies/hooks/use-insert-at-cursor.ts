import { useLayoutEffect, useRef } from 'react';

/**
 * Inserting a piece of text where the cursor is in a textarea (over what is selected), the cursor
 * then put right after it, in the box, so typing goes on from there.
 */
export function useInsertAtCursor(value: string, onChange: (next: string) => void) {
  const box = useRef<HTMLTextAreaElement>(null);
  const caret = useRef<number | null>(null);

  useLayoutEffect(() => {
    const element = box.current;
    if (caret.current === null || !element) return;
    element.focus();
    element.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });

  const insert = (piece: string) => {
    const element = box.current;
    const start = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? start;
    caret.current = start + piece.length;
    onChange(`${value.slice(0, start)}${piece}${value.slice(end)}`);
  };

  return { box, insert };
}
