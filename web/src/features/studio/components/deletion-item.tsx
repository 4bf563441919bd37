import type { StudioDeletion } from '../studio-actions';
import type { MoreMenuItem } from './MoreMenu';
import type { StudioContextValue } from './studio-context';

/**
 * Excluir for one page, container or card, as an item of its "⋯" menu: asks first (saying what the
 * deletion takes with it), then makes the change and puts focus on the section's heading, since the
 * item it was on is gone.
 */
export function deletionItem(
  { change, confirm, keepFocus }: Pick<StudioContextValue, 'change' | 'confirm' | 'keepFocus'>,
  deletion: StudioDeletion,
  focusAfter: string,
): MoreMenuItem {
  const { noun, label, warning } = deletion;
  return {
    key: 'delete',
    danger: true,
    label: (
      <>
        Excluir{' '}
        <span className="visually-hidden">
          {noun} {label}
        </span>
      </>
    ),
    onSelect: () =>
      confirm({
        title: `Excluir ${noun}`,
        text: warning,
        confirmLabel: `Excluir ${noun}`,
        onConfirm: () => {
          keepFocus(focusAfter);
          void change(deletion);
        },
      }),
  };
}
