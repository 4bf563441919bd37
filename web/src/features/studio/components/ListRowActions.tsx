/**
 * ↑, ↓ (44 px each, like the rest of the studio) and Remover for one row of a list the studio edits
 * whole (a form's subjects, its questions), named after the row. Their `data-list-focus` targets are
 * where useEditableList puts the focus after a move.
 */
export function ListRowActions({
  rowKey,
  index,
  count,
  name,
  onMove,
  onRemove,
  removable = true,
}: {
  rowKey: number;
  index: number;
  count: number;
  name: string;
  onMove: (to: number) => void;
  onRemove: () => void;
  /** False keeps the row: a list that may not be left empty. */
  removable?: boolean;
}) {
  return (
    <div className="studio-item__actions">
      <button
        type="button"
        className="studio-icon-button"
        aria-label={`Mover para cima: ${name}`}
        title="Mover para cima"
        data-list-focus={`${rowKey}:up`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      >
        <span aria-hidden="true">↑</span>
      </button>
      <button
        type="button"
        className="studio-icon-button"
        aria-label={`Mover para baixo: ${name}`}
        title="Mover para baixo"
        data-list-focus={`${rowKey}:down`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      >
        <span aria-hidden="true">↓</span>
      </button>
      <button type="button" className="neon-button studio-small" disabled={!removable} onClick={onRemove}>
        Remover <span className="visually-hidden">{name}</span>
      </button>
    </div>
  );
}
