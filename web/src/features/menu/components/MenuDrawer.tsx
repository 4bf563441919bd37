import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { drawerEntries, type MenuCounts } from '../menu-model';
import { EntryLink } from './EntryLink';

/**
 * The drawer: a disclosure that opens over the section. Escape or a choice closes it and gives
 * focus back to its toggle, so keyboard users never lose their place.
 */
export function MenuDrawer({
  userId,
  admin,
  skin,
  counts,
  extra,
  onSignOut,
}: {
  userId: string;
  admin: boolean;
  /** The skin in session, whose studio EDITAR SKIN opens. */
  skin: string;
  /** What CONTATOS and ACESSOS show beside their names. */
  counts: MenuCounts;
  /** What the app adds before ENCERRAR (the notifications toggle, which is a feature of its own). */
  extra?: ReactNode;
  onSignOut: () => void;
}) {
  const appPaths = useAppPaths();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLElement>(null);
  const drawerId = useId();
  const { pathname } = useLocation();

  const [openedAt, setOpenedAt] = useState(pathname);
  if (openedAt !== pathname) {
    // A choice navigated: the drawer closes with the page it was opened on (reset while rendering,
    // React's pattern for state that follows a prop, so the next page never paints it open).
    setOpenedAt(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (open) panel.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    toggle.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };

  return (
    <>
      <button
        ref={toggle}
        type="button"
        className="menu-shell__toggle"
        aria-expanded={open}
        aria-controls={drawerId}
        aria-label={open ? 'Fechar menu' : 'Abrir menu'}
        onClick={() => setOpen((value) => !value)}
      >
        <span aria-hidden="true">{open ? '✕' : '☰'}</span>
      </button>
      <nav ref={panel} id={drawerId} className="menu-drawer" aria-label="Menu" hidden={!open} onKeyDown={onKeyDown}>
        <ul>
          {drawerEntries(appPaths, userId, admin, skin).map((entry) => (
            <li key={entry.label}>
              <EntryLink entry={entry} counts={counts} onClick={() => setOpen(false)} />
            </li>
          ))}
          {extra && <li>{extra}</li>}
          <li>
            <button type="button" className="menu-drawer__signout" onClick={onSignOut}>
              ENCERRAR
            </button>
          </li>
        </ul>
      </nav>
    </>
  );
}
