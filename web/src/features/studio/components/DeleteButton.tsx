import type { StudioDeletion } from '../studio-actions';
import { useStudioContext } from './studio-context';

/**
 * Excluir for one page, container or card: asks first (saying what the deletion takes with it), then
 * makes the change and puts focus on the section's heading, since the item it was on is gone.
 */
export function DeleteButton({ deletion, focusAfter }: { deletion: StudioDeletion; focusAfter: string }) {
  const { change, confirm, keepFocus } = useStudioContext();
  const { noun, label, warning } = deletion;
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
            void change(deletion);
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
