import { isFormContainer } from '@lab/domain/studio';
import { qrTargetOf } from '../../../shared/qr';
import { assetUrl } from '../../../shared/ui/asset-url';
import { useDraftFields } from '../drafts/drafts';
import { cardActions } from '../studio-actions';
import { cardFieldsOf, cardLabel, containerLabel, type StudioCard, type StudioContainer } from '../studio-model';
import { CardForm } from './CardForm';
import { deletionItem } from './deletion-item';
import { MoreMenu, type MoreMenuItem } from './MoreMenu';
import { MoveButtons } from './MoveButtons';
import { ScheduleBadge } from './ScheduleBadge';
import { useStudioContext, type StudioContextValue } from './studio-context';
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
  const { card, setEditing } = props;
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
          <ScheduleBadge item={card} />
        </div>
        <CardActions {...props} />
      </div>
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
  const context = useStudioContext();
  const { change } = context;
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
      <MoreMenu label={label} items={cardMenuItems(context, container, card)} />
    </div>
  );
}

/**
 * A card's "⋯": Duplicar, its QR code (of its own address on the page being edited), a move to the end of each other container of cards of the skin (a contact
 * form holds none), and Excluir.
 */
function cardMenuItems(context: StudioContextValue, container: StudioContainer, card: StudioCard): MoreMenuItem[] {
  const { site, change, keepFocus, pageId, showQr } = context;
  const label = cardLabel(card);
  const qr: MoreMenuItem[] =
    pageId === null
      ? []
      : [
          {
            key: 'qr',
            label: (
              <>
                QR code <span className="visually-hidden">card {label}</span>
              </>
            ),
            onSelect: () =>
              showQr(qrTargetOf(site.skin, window.location.origin, { pageId, cardId: card.id, title: `do card ${label}` })),
          },
        ];
  const targets = site.containers.filter((c) => c.id_container !== container.id_container && !isFormContainer(c));
  return [
    {
      key: 'duplicate',
      label: (
        <>
          Duplicar <span className="visually-hidden">card {label}</span>
        </>
      ),
      onSelect: () => void change(cardActions.duplicate(container, card)),
    },
    ...qr,
    ...targets.map((target) => ({
      key: `move:${target.id_container}`,
      label: (
        <>
          Mover para {containerLabel(target)} <span className="visually-hidden">: card {label}</span>
        </>
      ),
      onSelect: () => {
        keepFocus('containers-heading');
        void change(cardActions.moveTo(container, card, target));
      },
    })),
    deletionItem(context, cardActions.delete(card), 'containers-heading'),
  ];
}
