import type { SkinChange } from '@lab/domain';
import { useStudioContext } from './studio-context';

/**
 * Excluir for one page, container or card: asks first, then makes the change and puts focus on the
 * section's heading, since the item it was on is gone.
 */
export function DeleteButton({
  noun,
  label,
  warning,
  change: deletion,
  saved,
  focusAfter,
}: {
  /** 'página', 'container' or 'card': the dialog says "Excluir {noun}". */
  noun: string;
  label: string;
  /** What the deletion takes with it, said plainly. */
  warning: string;
  change: SkinChange;
  /** The status line once it is saved. */
  saved: string;
  focusAfter: string;
}) {
  const { change, confirm, keepFocus } = useStudioContext();
  return (
    <button
      type="button"
      className="neon-button neon-button--danger studio-small"
      onClick={() =>
        confirm({
          title: `Excluir ${noun}`,
          text: warning,
          confirmLabel: `Excluir ${noun}`,
          onConfirm: () => {
            keepFocus(focusAfter);
            void change(deletion, saved);
          },
        })
      }
    >
      Excluir{' '}
      <span className="visually-hidden">
        {noun} {label}
      </span>
    </button>
  );
}
