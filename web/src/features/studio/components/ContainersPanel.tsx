import { useId, useState, type FormEvent } from 'react';
import { MESSAGES } from '@lab/domain';
import {
  cardFieldsOf,
  cardLabel,
  cardsOf,
  containerLabel,
  containersOf,
  EMPTY_CARD,
  pageLabel,
  pagesHolding,
  unplacedContainers,
  type StudioCard,
  type StudioContainer,
  type StudioPage,
} from '../studio-model';
import { assetUrl } from '../../../shared/ui/asset-url';
import { CardForm } from './CardForm';
import { DeleteButton } from './DeleteButton';
import { ImagePicker } from './ImagePicker';
import { MoveButtons } from './MoveButtons';
import { useStudioContext } from './studio-context';

/** The card form that is open, if any: a new card in a container, or an existing card. */
type Editing = { containerId: string; cardId: string | null } | null;

/** The selected page's containers, in the order visitors see them, each with its cards. */
export function ContainersPanel({ page }: { page: StudioPage }) {
  const { site } = useStudioContext();
  const [editing, setEditing] = useState<Editing>(null);
  const titleId = useId();
  const containers = containersOf(site, page);
  const label = pageLabel(page);
  const loose = unplacedContainers(site);

  return (
    <section className="studio-panel" aria-labelledby={titleId}>
      <h3 id={titleId} tabIndex={-1} data-focus="containers-heading">
        Containers da página {label}
      </h3>
      {containers.length === 0 ? (
        <p className="studio-hint">Esta página ainda não tem containers. Crie o primeiro abaixo.</p>
      ) : (
        <ul className="studio-list" aria-label={`Containers da página ${label}`}>
          {containers.map((container, index) => (
            <ContainerItem
              key={container.id_container}
              page={page}
              container={container}
              index={index}
              count={containers.length}
              editing={editing}
              setEditing={setEditing}
            />
          ))}
        </ul>
      )}
      <NewContainerForm page={page} />
      {loose.length > 0 && <LooseContainers page={page} containers={loose} />}
    </section>
  );
}

function ContainerItem({
  page,
  container,
  index,
  count,
  editing,
  setEditing,
}: {
  page: StudioPage;
  container: StudioContainer;
  index: number;
  count: number;
  editing: Editing;
  setEditing: (editing: Editing) => void;
}) {
  const { site, change, keepFocus } = useStudioContext();
  const [editingTitle, setEditingTitle] = useState(false);
  const label = containerLabel(container);
  const cards = cardsOf(site, container);
  const focusKey = `container:${container.id_container}`;
  const addingCard = editing?.containerId === container.id_container && editing.cardId === null;
  const headingId = useId();

  return (
    <li className="studio-item studio-container" aria-labelledby={headingId}>
      <div className="studio-item__row">
        <div className="studio-item__main studio-item__main--static">
          {container.iconUrl !== '' && <img src={assetUrl(container.iconUrl)} alt="" width={28} height={28} />}
          <h4 id={headingId} className="studio-item__title">
            {label}
          </h4>
        </div>
        <div className="studio-item__actions">
          <MoveButtons
            label={label}
            index={index}
            count={count}
            focusKey={focusKey}
            onMove={(toIndex) =>
              void change(
                { kind: 'moveContainer', pageId: page.id_pagina, containerId: container.id_container, toIndex },
                `Ordem do container ${label}`,
              )
            }
          />
          <button
            type="button"
            className="neon-button studio-small"
            aria-expanded={editingTitle}
            onClick={() => setEditingTitle((v) => !v)}
          >
            Editar <span className="visually-hidden">container {label}</span>
          </button>
          <button
            type="button"
            className="neon-button studio-small"
            onClick={() => {
              keepFocus('containers-heading');
              void change(
                { kind: 'unplaceContainer', containerId: container.id_container, pageId: page.id_pagina },
                `Container ${label} fora da página ${pageLabel(page)}`,
              );
            }}
          >
            Tirar da página <span className="visually-hidden">: {label}</span>
          </button>
          <DeleteButton
            noun="container"
            label={label}
            warning={`O container ${label} sai de todas as páginas, com os ${cards.length} cards dele. Deseja continuar?`}
            change={{ kind: 'deleteContainer', containerId: container.id_container }}
            saved={`Container ${label} excluído`}
            focusAfter="containers-heading"
          />
        </div>
      </div>
      {editingTitle && <ContainerForm container={container} onDone={() => setEditingTitle(false)} />}
      <OtherPages page={page} container={container} />
      <ul className="studio-cards" aria-label={`Cards de ${label}`}>
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
      {addingCard ? (
        <CardForm
          title={`Novo card em ${label}`}
          initial={EMPTY_CARD}
          onCancel={() => setEditing(null)}
          onSave={async (card) =>
            (await change({ kind: 'addCard', containerId: container.id_container, card }, `Novo card ${cardLabel(card)}`)) !==
            null
          }
        />
      ) : (
        <button
          type="button"
          className="neon-button studio-small"
          onClick={() => setEditing({ containerId: container.id_container, cardId: null })}
        >
          Novo card <span className="visually-hidden">em {label}</span>
        </button>
      )}
    </li>
  );
}

/** Title and icon of a container (the same on every page it sits on). */
function ContainerForm({ container, onDone }: { container: StudioContainer; onDone: () => void }) {
  const { change } = useStudioContext();
  const [titulo, setTitulo] = useState(container.titulo);
  const [iconUrl, setIconUrl] = useState(container.iconUrl);
  const id = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const saved = await change(
      { kind: 'updateContainer', containerId: container.id_container, titulo: titulo.trim(), iconUrl: iconUrl.trim() },
      `Container ${titulo.trim()}`,
    );
    if (saved !== null) onDone();
  };
  return (
    <form
      className="studio-subform"
      aria-label={`Editar container ${containerLabel(container)}`}
      onSubmit={(e) => void onSubmit(e)}
    >
      <div className="studio-field">
        <label htmlFor={id}>Título do container</label>
        <input id={id} className="neon-field" value={titulo} onChange={(e) => setTitulo(e.target.value)} autoComplete="off" />
      </div>
      <ImagePicker
        label="Ícone do container (URL https)"
        uploadLabel="Enviar ícone do dispositivo"
        value={iconUrl}
        onChange={setIconUrl}
      />
      <div className="studio-buttons">
        <button type="submit" className="neon-button">
          Salvar container
        </button>
        <button type="button" className="neon-button" onClick={onDone}>
          Cancelar
        </button>
      </div>
    </form>
  );
}

/** Shows a container on one more page, or moves it there (on the other page, off this one). */
function OtherPages({ page, container }: { page: StudioPage; container: StudioContainer }) {
  const { site, change, keepFocus } = useStudioContext();
  const holding = pagesHolding(site, container.id_container);
  const others = site.paginas.filter((p) => !holding.has(p.id_pagina));
  const [target, setTarget] = useState('');
  const id = useId();
  if (others.length === 0) return null;
  const chosen = others.find((p) => p.id_pagina === target) ?? others[0];
  if (!chosen) return null;
  const label = containerLabel(container);
  const also = holding.size > 1 ? ` (também em ${holding.size - 1} outra${holding.size > 2 ? 's' : ''})` : '';

  const place = () =>
    change(
      { kind: 'placeContainer', containerId: container.id_container, pageId: chosen.id_pagina },
      `Container ${label} na página ${pageLabel(chosen)}`,
    );
  const move = async () => {
    if ((await place()) === null) return;
    keepFocus('containers-heading');
    await change(
      { kind: 'unplaceContainer', containerId: container.id_container, pageId: page.id_pagina },
      `Container ${label} movido para ${pageLabel(chosen)}`,
    );
  };

  return (
    <div className="studio-inline">
      <label htmlFor={id}>Outra página{also}</label>
      <select id={id} className="neon-field" value={chosen.id_pagina} onChange={(e) => setTarget(e.target.value)}>
        {others.map((p) => (
          <option key={p.id_pagina} value={p.id_pagina}>
            {pageLabel(p)}
          </option>
        ))}
      </select>
      <button type="button" className="neon-button studio-small" onClick={() => void place()}>
        Mostrar também <span className="visually-hidden">{label} nessa página</span>
      </button>
      <button type="button" className="neon-button studio-small" onClick={() => void move()}>
        Mover <span className="visually-hidden">{label} para essa página</span>
      </button>
    </div>
  );
}

function CardItem({
  container,
  card,
  index,
  count,
  editing,
  setEditing,
}: {
  container: StudioContainer;
  card: StudioCard;
  index: number;
  count: number;
  editing: boolean;
  setEditing: (editing: Editing) => void;
}) {
  const { site, change, keepFocus } = useStudioContext();
  const label = cardLabel(card);
  const focusKey = `card:${card.id}`;
  const targets = site.containers.filter((c) => c.id_container !== container.id_container);
  const [target, setTarget] = useState('');
  const targetId = useId();
  const chosen = targets.find((c) => c.id_container === target) ?? targets[0];

  return (
    <li className="studio-card">
      <div className="studio-item__row">
        <div className="studio-item__main studio-item__main--static">
          {card.imagem !== '' && <img className="studio-card__thumb" src={assetUrl(card.imagem)} alt="" width={48} height={48} />}
          <span className="studio-item__title">{label}</span>
        </div>
        <div className="studio-item__actions">
          <MoveButtons
            label={label}
            index={index}
            count={count}
            focusKey={focusKey}
            onMove={(toIndex) =>
              void change(
                {
                  kind: 'moveCard',
                  cardId: card.id,
                  fromContainerId: container.id_container,
                  toContainerId: container.id_container,
                  toIndex,
                },
                `Ordem do card ${label}`,
              )
            }
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
            onClick={() =>
              void change({ kind: 'duplicateCard', cardId: card.id, containerId: container.id_container }, `Cópia de ${label}`)
            }
          >
            Duplicar <span className="visually-hidden">card {label}</span>
          </button>
          <DeleteButton
            noun="card"
            label={label}
            warning={`O card ${label} será apagado de todos os containers. Deseja continuar?`}
            change={{ kind: 'deleteCard', cardId: card.id }}
            saved={`Card ${label} excluído`}
            focusAfter="containers-heading"
          />
        </div>
      </div>
      {chosen && (
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
              void change(
                {
                  kind: 'moveCard',
                  cardId: card.id,
                  fromContainerId: container.id_container,
                  toContainerId: chosen.id_container,
                  toIndex: chosen.cardIds.length,
                },
                `Card ${label} movido para ${containerLabel(chosen)}`,
              );
            }}
          >
            Mover card <span className="visually-hidden">{label} para esse container</span>
          </button>
        </div>
      )}
      {editing && (
        <CardForm
          title={`Editar card ${label}`}
          initial={cardFieldsOf(card)}
          onCancel={() => setEditing(null)}
          onSave={async (fields) =>
            (await change({ kind: 'updateCard', cardId: card.id, card: fields }, `Card ${cardLabel(fields)}`)) !== null
          }
        />
      )}
    </li>
  );
}

function NewContainerForm({ page }: { page: StudioPage }) {
  const { change, containerDraft: titulo, setContainerDraft: setTitulo } = useStudioContext();
  const [asking, setAsking] = useState(false);
  const id = useId();
  const problemId = useId();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // An untitled container would only show as "container sem título": ask for a title instead.
    if (titulo.trim() === '') {
      setAsking(true);
      return;
    }
    const created = await change(
      { kind: 'addContainer', pageId: page.id_pagina, titulo: titulo.trim() },
      `Novo container ${titulo.trim()}`,
    );
    if (created !== null) setTitulo('');
  };
  return (
    <form className="studio-subform studio-new" aria-label="Novo container" onSubmit={(e) => void onSubmit(e)}>
      <h4>Novo container</h4>
      <div className="studio-field">
        <label htmlFor={id}>Título do container</label>
        <input
          id={id}
          className="neon-field"
          value={titulo}
          onChange={(e) => {
            setTitulo(e.target.value);
            setAsking(false);
          }}
          aria-invalid={asking}
          aria-describedby={asking ? problemId : undefined}
          autoComplete="off"
        />
        {asking && (
          <p id={problemId} className="studio-problem" role="alert">
            {MESSAGES.containerTitleRequired}
          </p>
        )}
      </div>
      <button type="submit" className="neon-button neon-button--filled">
        Criar container
      </button>
    </form>
  );
}

/** Containers on no page (taken off their last one): put back here, or deleted for good. */
function LooseContainers({ page, containers }: { page: StudioPage; containers: StudioContainer[] }) {
  const { change } = useStudioContext();
  return (
    <div className="studio-loose">
      <h4>Fora de todas as páginas</h4>
      <ul className="studio-list" aria-label="Containers fora das páginas">
        {containers.map((container) => {
          const label = containerLabel(container);
          return (
            <li key={container.id_container} className="studio-item">
              <div className="studio-item__row">
                <span className="studio-item__main studio-item__main--static studio-item__title">{label}</span>
                <div className="studio-item__actions">
                  <button
                    type="button"
                    className="neon-button studio-small"
                    onClick={() =>
                      void change(
                        { kind: 'placeContainer', containerId: container.id_container, pageId: page.id_pagina },
                        `Container ${label} na página ${pageLabel(page)}`,
                      )
                    }
                  >
                    Colocar nesta página <span className="visually-hidden">: {label}</span>
                  </button>
                  <DeleteButton
                    noun="container"
                    label={label}
                    warning={`O container ${label} e os cards dele serão apagados. Deseja continuar?`}
                    change={{ kind: 'deleteContainer', containerId: container.id_container }}
                    saved={`Container ${label} excluído`}
                    focusAfter="containers-heading"
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
