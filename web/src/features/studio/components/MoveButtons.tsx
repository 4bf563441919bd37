import { useStudioContext } from './studio-context';

/**
 * Mover para cima / para baixo for one item of a list, named after the item so a keyboard or
 * screen-reader user knows which one moves. Focus follows the item to its new place.
 */
export function MoveButtons({
  label,
  index,
  count,
  focusKey,
  onMove,
}: {
  label: string;
  index: number;
  count: number;
  focusKey: string;
  onMove: (toIndex: number) => void;
}) {
  const { keepFocus } = useStudioContext();
  const move = (toIndex: number, direction: 'up' | 'down') => {
    keepFocus(`${focusKey}:${direction}`, `${focusKey}:${direction === 'up' ? 'down' : 'up'}`);
    onMove(toIndex);
  };
  return (
    <>
      <button
        type="button"
        className="studio-icon-button"
        data-focus={`${focusKey}:up`}
        aria-label={`Mover para cima: ${label}`}
        title="Mover para cima"
        disabled={index === 0}
        onClick={() => move(index - 1, 'up')}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="studio-icon-button"
        data-focus={`${focusKey}:down`}
        aria-label={`Mover para baixo: ${label}`}
        title="Mover para baixo"
        disabled={index === count - 1}
        onClick={() => move(index + 1, 'down')}
      >
        <span aria-hidden="true">↓</span>
      </button>
    </>
  );
}
