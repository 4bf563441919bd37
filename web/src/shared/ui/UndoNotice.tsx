import { useEffect, useState } from 'react';
import type { UndoTicket } from '@lab/domain/deletions';
import { useBackend } from '../backend/context';
import { refusalMessage } from '../backend/refusal-message';

type UndoState = 'open' | 'undoing' | 'undone' | 'closed';

/**
 * The confirmation that something was deleted, with Desfazer beside it while the deletion can still
 * be undone (the server decides: a late click gets its refusal). `onUndone` lets the screen read again.
 */
export function UndoNotice({
  message,
  undo,
  restoredMessage,
  onUndone,
  className,
}: {
  message: string;
  undo: UndoTicket | null;
  restoredMessage: string;
  onUndone?: () => void;
  className?: string;
}) {
  const backend = useBackend();
  const [state, setState] = useState<UndoState>(undo ? 'open' : 'closed');
  const [text, setText] = useState(message);

  useEffect(() => {
    if (!undo) return undefined;
    // The button goes when the window closes; the server's own check stays the one that counts.
    const timer = setTimeout(() => setState((s) => (s === 'open' ? 'closed' : s)), Math.max(0, undo.until - Date.now()));
    return () => clearTimeout(timer);
  }, [undo]);

  const undoIt = async () => {
    if (!undo) return;
    setState('undoing');
    try {
      await backend.call('undoDeletion', { id: undo.id });
      setText(restoredMessage);
      setState('undone');
      onUndone?.();
    } catch (error) {
      setText(refusalMessage(error, 'Não foi possível desfazer a exclusão.'));
      setState('closed');
    }
  };

  return (
    <p className={className} role="status">
      {text}
      {(state === 'open' || state === 'undoing') && (
        <>
          {' '}
          <button type="button" className="undo-notice__button" disabled={state === 'undoing'} onClick={() => void undoIt()}>
            Desfazer
          </button>
        </>
      )}
    </p>
  );
}
