import { useId, useState } from 'react';
import { isAgendaContainer, isFormContainer, isGalleryContainer, isTestimonialsContainer } from '@lab/domain/studio';
import { assetUrl } from '../../../shared/ui/asset-url';
import { useDraftFields } from '../drafts/drafts';
import { cardActions, containerActions } from '../studio-actions';
import { cardsOf, containerLabel, EMPTY_CARD, type StudioCard, type StudioContainer, type StudioPage } from '../studio-model';
import { CardForm } from './CardForm';
import { CardItem } from './CardItem';
import { ContainerForm } from './ContainerForm';
import { deletionItem } from './deletion-item';
import { FormSubjectsEditor } from './FormSubjectsEditor';
import { FormQuestionsEditor } from './FormQuestionsEditor';
import { AgendaEditor } from './AgendaEditor';
import { GalleryEditor } from './GalleryEditor';
import { TestimonialsEditor } from './TestimonialsEditor';
import { MoreMenu } from './MoreMenu';
import { MoveButtons } from './MoveButtons';
import { ScheduleBadge } from './ScheduleBadge';
import { alsoOnOtherPages, otherPagesItems } from './other-pages';
import { useStudioContext } from './studio-context';
import type { Editing } from './studio-editing';

interface ContainerItemProps {
  page: StudioPage;
  container: StudioContainer;
  index: number;
  count: number;
  editing: Editing;
  setEditing: (editing: Editing) => void;
}

/**
 * One container of the page: its actions, its title form, the other pages it can go to, and its
 * cards, or, for a contact form, its subjects, or, for an agenda, its settings.
 */
export function ContainerItem({ page, container, index, count, editing, setEditing }: ContainerItemProps) {
  const { site } = useStudioContext();
  const [editingTitle, setEditingTitle] = useState(false);
  const label = containerLabel(container);
  const cards = cardsOf(site, container);
  const headingId = useId();
  const form = isFormContainer(container);
  const agenda = isAgendaContainer(container);
  const gallery = isGalleryContainer(container);
  const testimonials = isTestimonialsContainer(container);
  const also = alsoOnOtherPages(site, container);

  return (
    <li className="studio-item studio-container" aria-labelledby={headingId}>
      <div className="studio-item__row">
        <div className="studio-item__main studio-item__main--static">
          {container.iconUrl !== '' && <img src={assetUrl(container.iconUrl)} alt="" width={28} height={28} />}
          <div className="studio-container__names">
            <h4 id={headingId} className="studio-item__title">
              {label}
            </h4>
            {form && <span className="studio-item__meta">Formulário de contato</span>}
            {agenda && <span className="studio-item__meta">Agenda</span>}
            {gallery && <span className="studio-item__meta">Galeria</span>}
            {testimonials && <span className="studio-item__meta">Depoimentos</span>}
            {also && <span className="studio-item__meta">{also}</span>}
            <ScheduleBadge item={container} />
          </div>
        </div>
        <ContainerActions
          page={page}
          container={container}
          index={index}
          count={count}
          cardCount={cards.length}
          editingTitle={editingTitle}
          toggleTitle={() => setEditingTitle((v) => !v)}
        />
      </div>
      {editingTitle && <ContainerForm container={container} onDone={() => setEditingTitle(false)} />}
      {form ? (
        <>
          <FormSubjectsEditor key={(container.assuntos ?? []).join('\n')} container={container} />
          <FormQuestionsEditor key={JSON.stringify(container.perguntas ?? [])} container={container} />
        </>
      ) : agenda ? (
        <AgendaEditor key={JSON.stringify(container.agenda ?? null)} container={container} />
      ) : gallery ? (
        <GalleryEditor key={JSON.stringify(container.galeria ?? null)} container={container} />
      ) : testimonials ? (
        <TestimonialsEditor key={JSON.stringify(container.depoimentos ?? null)} container={container} />
      ) : (
        <ContainerCards container={container} cards={cards} editing={editing} setEditing={setEditing} />
      )}
    </li>
  );
}

function ContainerActions({
  page,
  container,
  index,
  count,
  cardCount,
  editingTitle,
  toggleTitle,
}: Omit<ContainerItemProps, 'editing' | 'setEditing'> & { cardCount: number; editingTitle: boolean; toggleTitle: () => void }) {
  const context = useStudioContext();
  const { change, keepFocus } = context;
  const label = containerLabel(container);
  return (
    <div className="studio-item__actions">
      <MoveButtons
        label={label}
        index={index}
        count={count}
        focusKey={`container:${container.id_container}`}
        onMove={(toIndex) => void change(containerActions.move(page, container, toIndex))}
      />
      <button type="button" className="neon-button studio-small" aria-expanded={editingTitle} onClick={toggleTitle}>
        Editar <span className="visually-hidden">container {label}</span>
      </button>
      <MoreMenu
        label={label}
        items={[
          {
            key: 'unplace',
            label: (
              <>
                Tirar da página <span className="visually-hidden">: {label}</span>
              </>
            ),
            onSelect: () => {
              keepFocus('containers-heading');
              void change(containerActions.unplace(page, container));
            },
          },
          ...otherPagesItems(context, page, container),
          deletionItem(context, containerActions.delete(container, cardCount), 'containers-heading'),
        ]}
      />
    </div>
  );
}

/** A container's cards in order, and "Novo card". */
function ContainerCards({
  container,
  cards,
  editing,
  setEditing,
}: {
  container: StudioContainer;
  cards: StudioCard[];
  editing: Editing;
  setEditing: (editing: Editing) => void;
}) {
  return (
    <>
      <ul className="studio-cards" aria-label={`Cards de ${containerLabel(container)}`}>
        {cards.map((card, cardIndex) => (
          <CardItem
            key={card.id}
            container={container}
            card={card}
            index={cardIndex}
            count={cards.length}
            editing={editing?.cardId === card.id}
            setEditing={setEditing}
          />
        ))}
      </ul>
      <NewCard
        container={container}
        adding={editing?.containerId === container.id_container && editing.cardId === null}
        setEditing={setEditing}
      />
    </>
  );
}

/** "Novo card", or the form of the new card while it is being written. */
function NewCard({
  container,
  adding,
  setEditing,
}: {
  container: StudioContainer;
  adding: boolean;
  setEditing: (editing: Editing) => void;
}) {
  const { skin, change } = useStudioContext();
  const label = containerLabel(container);
  const draftKey = `new-card:${container.id_container}`;
  // A new card left unsaved comes back open, with what was typed.
  const hasDraft = useDraftFields(skin).includes(draftKey);
  if (adding || hasDraft) {
    return (
      <CardForm
        title={`Novo card em ${label}`}
        initial={EMPTY_CARD}
        draftKey={draftKey}
        chooseKind
        onCancel={() => setEditing(null)}
        onSave={async (card) => (await change(cardActions.add(container, card))).ok}
      />
    );
  }
  return (
    <button
      type="button"
      className="neon-button studio-small"
      onClick={() => setEditing({ containerId: container.id_container, cardId: null })}
    >
      Novo card <span className="visually-hidden">em {label}</span>
    </button>
  );
}
