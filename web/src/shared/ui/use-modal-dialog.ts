import { useEffect, useRef, type RefObject } from 'react';

/**
 * Shows a native <dialog> as a modal while `open` is true and closes it otherwise. The native modal
 * keeps focus inside and turns Escape into a `cancel` event; `initialFocus`, when given, takes the
 * focus on opening instead of the browser's first choice.
 */
export function useModalDialog(open: boolean, initialFocus?: RefObject<HTMLElement | null>): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open, initialFocus]);
  return dialog;
}
