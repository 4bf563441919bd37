import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './more-menu.css';

export interface MoreMenuItem {
  key: string;
  /** What the item says; a visually hidden part may name the item it acts on. */
  label: ReactNode;
  onSelect: () => void;
  danger?: boolean;
}

/** Room kept between the open menu and the window's edges. */
const EDGE_PX = 8;

/**
 * "⋯": the actions of a row that would not fit beside it on a 375 px phone, in a menu button (the
 * WAI-ARIA menu button pattern). Tapping it opens the list with focus on the first action; the
 * arrows, Home and End move, Escape or a tap elsewhere closes, and choosing an action closes the
 * menu with focus back on "⋯", so a confirmation dialog the action opens returns focus there too.
 */
export function MoreMenu({ label, items }: { label: string; items: MoreMenuItem[] }) {
  const [open, setOpen] = useState(false);
  const holder = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent | FocusEvent) => {
      if (!holder.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', away);
    document.addEventListener('focusin', away);
    return () => {
      document.removeEventListener('pointerdown', away);
      document.removeEventListener('focusin', away);
    };
  }, [open]);

  const close = (focusButton: boolean) => {
    setOpen(false);
    if (focusButton) button.current?.focus();
  };

  if (items.length === 0) return null;
  return (
    <div className="studio-more" ref={holder}>
      <button
        ref={button}
        type="button"
        className="studio-icon-button"
        aria-label={`Mais ações: ${label}`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        <span aria-hidden="true">⋯</span>
      </button>
      {open && <MenuList id={menuId} label={label} items={items} close={close} />}
    </div>
  );
}

function MenuList({
  id,
  label,
  items,
  close,
}: {
  id: string;
  label: string;
  items: MoreMenuItem[];
  close: (focusButton: boolean) => void;
}) {
  const menu = useRef<HTMLUListElement>(null);
  const [shift, setShift] = useState(0);

  // The menu opens under "⋯", aligned to its right edge; where a phone's row wrapped "⋯" to the left,
  // that would push it past the window's left edge, so it is slid back inside before it is painted.
  useLayoutEffect(() => {
    const node = menu.current;
    if (!node) return;
    const box = node.getBoundingClientRect();
    const room = document.documentElement.clientWidth - EDGE_PX;
    setShift(box.left < EDGE_PX ? EDGE_PX - box.left : Math.min(0, room - box.right));
    node.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = all.indexOf(document.activeElement as HTMLElement);
    const to = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (event.key === 'Escape') {
      // Escape closes this menu only, not a drawer or dialog around it.
      event.preventDefault();
      event.stopPropagation();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    } else if (to !== undefined) {
      event.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    }
  };

  return (
    <ul
      ref={menu}
      id={id}
      role="menu"
      aria-label={`Ações de ${label}`}
      className="studio-more__menu"
      style={shift === 0 ? undefined : { transform: `translateX(${Math.round(shift)}px)` }}
      onKeyDown={onKeyDown}
    >
      {items.map((item) => (
        <li key={item.key} role="none">
          <button
            type="button"
            role="menuitem"
            tabIndex={-1}
            className={`studio-more__item${item.danger ? ' studio-more__item--danger' : ''}`}
            onClick={() => {
              close(true);
              item.onSelect();
            }}
          >
            {item.label}
          </button>
        </li>
      ))}
    </ul>
  );
}
