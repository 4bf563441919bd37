import { useEffect, useRef } from 'react';
import type { QuickReplyPicker } from '../hooks/use-quick-reply-picker';

/**
 * The quick replies offered in the composer, as a listbox: from "/" the focus stays in the message
 * box, which points at the active option (aria-activedescendant); from the button the list itself
 * takes the focus and does the same. A tap chooses without taking the focus from the box.
 */
export function QuickReplyList({ picker, id, onClosed }: { picker: QuickReplyPicker; id: string; onClosed: () => void }) {
  const list = useRef<HTMLUListElement>(null);
  const fromButton = picker.open?.from === 'button';
  useEffect(() => {
    if (fromButton) list.current?.focus();
  }, [fromButton]);
  if (!picker.open) return null;
  if (picker.options.length === 0) {
    return (
      <p id={id} className="quick-reply-list__empty" role="status">
        {picker.total === 0
          ? 'Você ainda não tem respostas rápidas. Crie as suas em RESPOSTAS RÁPIDAS, no menu.'
          : `Nenhuma resposta rápida com o atalho /${picker.open.query}.`}
      </p>
    );
  }
  return (
    <ul
      ref={list}
      id={id}
      role="listbox"
      aria-label="Respostas rápidas"
      className="plain-list quick-reply-list"
      tabIndex={fromButton ? 0 : -1}
      aria-activedescendant={fromButton ? `${id}-${picker.active}` : undefined}
      onKeyDown={(event) => {
        const wasOpen = picker.open !== null;
        if (picker.onKey(event) && wasOpen && event.key !== 'ArrowDown' && event.key !== 'ArrowUp') onClosed();
      }}
    >
      {picker.options.map((reply, index) => (
        <li
          key={reply.id}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === picker.active}
          className="quick-reply-list__option"
          // A tap must not take the focus (and the cursor) away from the message box.
          onMouseDown={(event) => event.preventDefault()}
          onMouseEnter={() => picker.setActive(index)}
          onClick={() => {
            picker.choose(reply);
            onClosed();
          }}
        >
          <span className="quick-reply-list__shortcut">/{reply.atalho}</span>
          <span className="quick-reply-list__text">{reply.texto}</span>
        </li>
      ))}
    </ul>
  );
}
