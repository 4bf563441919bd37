/** The studio's changes to cards and where they sit, one planner each. */
import { cardContentOf } from '../card-content';
import { cardKindOf } from '../../card-kinds/kinds';
import { GROUPS } from '../../kernel/paths';
import { isAgendaContainer, isFormContainer, isGalleryContainer, isTestimonialsContainer } from '../studio';
import { LIMITS } from '../../kernel/constants';
import { scheduleAfter, scheduleChangeOf, scheduleOf, scheduleProblem } from '../../schedule';
import type { CardDoc, CardRefDoc } from '../../skins';
import { refuse, type ChangeOf, type Plan, type Planners } from './change-plan';
import type { Reader } from '../../kernel/store/doc-port';
import { LIST_MAX, placeAt, unique, type SkinTree } from './skin-tree';

async function addCard(change: ChangeOf<'addCard'>, tree: SkinTree): Promise<Plan> {
  const { at, newId } = tree.input;
  const container = await tree.container(change.containerId);
  if (!container) return refuse('container-not-found');
  if (isFormContainer(container)) return refuse('form-holds-no-cards');
  if (isAgendaContainer(container)) return refuse('agenda-holds-no-cards');
  if (isGalleryContainer(container)) return refuse('gallery-holds-no-cards');
  if (isTestimonialsContainer(container)) return refuse('testimonials-hold-no-cards');
  if ((await tree.cardCount(LIMITS.cardsPerSkin)) >= LIMITS.cardsPerSkin) return refuse('card-limit');
  const addOns = unique(change.card.addOns);
  if (!(await tree.addOnsExist(addOns))) return refuse('add-on-unknown');
  const list = await tree.containerList(change.containerId);
  const card: CardDoc = {
    id: newId,
    ...cardContentOf(change.card),
    ...cardKindOf(change.card),
    ...scheduleOf(change.card),
    data: at,
  };
  return {
    createdId: newId,
    write: (w) => {
      w.set(tree.cardPath(newId), { ...card });
      tree.addOnListWriter(newId)(w, { refs: [], ids: [] }, addOns);
      tree.containerListWriter(change.containerId)(w, list, [...list.ids, newId]);
    },
  };
}

async function updateCard(change: ChangeOf<'updateCard'>, tree: SkinTree): Promise<Plan> {
  const stored = await tree.card(change.cardId);
  if (!stored) return refuse('card-not-found');
  if ((stored.tipo ?? null) !== (change.card.tipo ?? null)) return refuse('card-kind-fixed');
  if (scheduleProblem(scheduleAfter(stored, change.card))) return refuse('schedule-order');
  const addOns = unique(change.card.addOns);
  if (!(await tree.addOnsExist(addOns))) return refuse('add-on-unknown');
  const list = await tree.addOnList(change.cardId);
  return {
    createdId: null,
    write: (w) => {
      // Same kind, so the kind's field (a whole map, every key present) replaces the stored one.
      w.set(
        tree.cardPath(change.cardId),
        { ...cardContentOf(change.card), ...cardKindOf(change.card), ...scheduleChangeOf(change.card) },
        { merge: true },
      );
      tree.addOnListWriter(change.cardId)(w, list, addOns);
    },
  };
}

async function moveCard(change: ChangeOf<'moveCard'>, tree: SkinTree): Promise<Plan> {
  const from = await tree.containerList(change.fromContainerId);
  if (!from.ids.includes(change.cardId)) {
    return refuse((await tree.card(change.cardId)) ? 'card-not-in-container' : 'card-not-found');
  }
  if (change.fromContainerId === change.toContainerId) {
    const ids = placeAt(from.ids, change.cardId, change.toIndex);
    return { createdId: null, write: (w) => tree.containerListWriter(change.fromContainerId)(w, from, ids) };
  }
  const to = await tree.container(change.toContainerId);
  if (!to) return refuse('container-not-found');
  if (isFormContainer(to)) return refuse('form-holds-no-cards');
  if (isAgendaContainer(to)) return refuse('agenda-holds-no-cards');
  if (isGalleryContainer(to)) return refuse('gallery-holds-no-cards');
  if (isTestimonialsContainer(to)) return refuse('testimonials-hold-no-cards');
  const toList = await tree.containerList(change.toContainerId);
  return {
    createdId: null,
    write: (w) => {
      tree.containerListWriter(change.fromContainerId)(
        w,
        from,
        from.ids.filter((id) => id !== change.cardId),
      );
      tree.containerListWriter(change.toContainerId)(w, toList, placeAt(toList.ids, change.cardId, change.toIndex));
    },
  };
}

async function duplicateCard(change: ChangeOf<'duplicateCard'>, tree: SkinTree): Promise<Plan> {
  const { at, newId } = tree.input;
  const original = await tree.card(change.cardId);
  if (!original) return refuse('card-not-found');
  const list = await tree.containerList(change.containerId);
  if (!list.ids.includes(change.cardId)) return refuse('card-not-in-container');
  if ((await tree.cardCount(LIMITS.cardsPerSkin)) >= LIMITS.cardsPerSkin) return refuse('card-limit');
  const addOns = await tree.addOnList(change.cardId);
  const copy: CardDoc = { ...original, id: newId, data: at };
  const ids = placeAt(list.ids, newId, list.ids.indexOf(change.cardId) + 1);
  return {
    createdId: newId,
    write: (w) => {
      w.set(tree.cardPath(newId), { ...copy });
      tree.addOnListWriter(newId)(w, { refs: [], ids: [] }, addOns.ids);
      tree.containerListWriter(change.containerId)(w, list, ids);
    },
  };
}

async function deleteCard(change: ChangeOf<'deleteCard'>, tree: SkinTree, tx: Reader): Promise<Plan> {
  if (!(await tree.card(change.cardId))) return refuse('card-not-found');
  const refs = (await tree.skinRefs<CardRefDoc>(GROUPS.cardRefs)).filter((r) => r.data.id_card === change.cardId);
  const addOns = await tx.query({ collection: tree.cardAddOns(change.cardId) }, { limit: LIST_MAX });
  return {
    createdId: null,
    write: (w) => {
      for (const ref of [...refs, ...addOns]) w.delete(ref.path);
      w.delete(tree.cardPath(change.cardId));
    },
  };
}

export const CARD_PLANNERS: Planners<'addCard' | 'updateCard' | 'moveCard' | 'duplicateCard' | 'deleteCard'> = {
  addCard,
  updateCard,
  moveCard,
  duplicateCard,
  deleteCard,
};
