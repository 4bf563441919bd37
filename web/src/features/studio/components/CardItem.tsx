import { useId, useState } from 'react';
import { isFormContainer } from '@lab/domain';
import { assetUrl } from '../../../shared/ui/asset-url';
import { useDraftFields } from '../drafts/drafts';
import { cardActions } from '../studio-actions';
import { cardFieldsOf, cardLabel, containerLabel, type StudioCard, type StudioContainer } from '../studio-model';
import { CardForm } from './CardForm';
import { DeleteButton } from './DeleteButton';
import { MoveButtons } from './MoveButtons';
import { useStudioContext } from './studio-context';
import type { Editing } from './studio-editing';

interface CardItemProps {
  container: StudioContainer;
  card: StudioCard;
  index: number;
  count: number;
  editing: boolean;
  setEditing: (editing: Editing) => void;
}

/** One card of a container: its actions, the container it can move to, and its form while edited. */
export function CardItem(props: CardItemProps) {
  const { container, card, setEditing } = props;
  const { skin, change } = useStudioContext();
  const label = cardLabel(card);
  const draftKey = `card:${card.id}`;
  // A card left with unsaved changes opens with them, so they are seen and saved or thrown away.
  const hasDraft = useDraftFields(skin).includes(draftKey);
  const editing = props.editing || hasDraft;
  return (
    <li className="studio-card">
      <div className="studio-item__row">
        <div className="studio-item__main studio-item__main--static">
          {card.imagem !== '' && <img className="studio-card__thumb" src={assetUrl(card.imagem)} alt="" width={48} height={48} />}
          <span className="studio-item__title">{label}</span>
        </div>
        <CardActions {...props} />
      </div>
      <OtherContainer container={container} card={card} />
      {editing && (
        <CardForm
          title={`Editar card ${label}`}
          initial={cardFieldsOf(card)}
          draftKey={draftKey}
          onCancel={() => setEditing(null)}
          onSave={async (fields) => (await change(cardActions.update(card, fields))).ok}
        />
      )}
    </li>
  );
}

function CardActions({ container, card, index, count, editing, setEditing }: CardItemProps) {
  const { change } = useStudioContext();
  const label = cardLabel(card);
  return (
    <div className="studio-item__actions">
      <MoveButtons
        label={label}
        index={index}
        count={count}
        focusKey={`card:${card.id}`}
        onMove={(toIndex) => void change(cardActions.reorder(container, card, toIndex))}
      />
      <button
        type="button"
        className="neon-button studio-small"
        aria-expanded={editing}
        onClick={() => setEditing(editing ? null : { containerId: container.id_container, cardId: card.id })}
      >
        Editar <span className="visually-hidden">card {label}</span>
      </button>
      <button
        type="button"
        className="neon-button studio-small"
        onClick={() => void change(cardActions.duplicate(container, card))}
      >
        Duplicar <span className="visually-hidden">card {label}</span>
      </button>
      <DeleteButton deletion={cardActions.delete(card)} focusAfter="containers-heading" />
    </div>
  );
}

/** Moves the card to the end of another container of cards of the skin (a contact form holds none). */
function OtherContainer({ container, card }: { container: StudioContainer; card: StudioCard }) {
  const { site, change, keepFocus } = useStudioContext();
  const targets = site.containers.filter((c) => c.id_container !== container.id_container && !isFormContainer(c));
  const [target, setTarget] = useState('');
  const targetId = useId();
  const chosen = targets.find((c) => c.id_container === target) ?? targets[0];
  if (!chosen) return null;
  return (
    <div className="studio-inline">
      <label htmlFor={targetId}>Outro container</label>
      <select id={targetId} className="neon-field" value={chosen.id_container} onChange={(e) => setTarget(e.target.value)}>
        {targets.map((c) => (
          <option key={c.id_container} value={c.id_container}>
            {containerLabel(c)}
          </option>
        ))}
      </select>
      <button
        type="button"
        className="neon-button studio-small"
        onClick={() => {
          keepFocus('containers-heading');
          void change(cardActions.moveTo(container, card, chosen));
        }}
      >
        Mover card <span className="visually-hidden">{cardLabel(card)} para esse container</span>
      </button>
    </div>
  );
}
