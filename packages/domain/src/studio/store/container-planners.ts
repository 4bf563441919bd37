/** The studio's changes to containers and where they sit, one planner each. */
import { GROUPS } from '../../kernel/paths';
import { isAgendaContainer, isFormContainer, isGalleryContainer, isTestimonialsContainer } from '../studio';
import { copyDepoimentos, newDepoimentos } from '../../testimonials';
import { copyAgenda, newAgenda } from '../../agenda';
import { copyGaleria, newGaleria } from '../../gallery';
import { LIMITS, NEW_FORM_SUBJECTS } from '../../kernel/constants';
import { scheduleAfter, scheduleChangeOf, scheduleProblem } from '../../schedule';
import type { CardRefDoc, ContainerDoc, ContainerRefDoc } from '../../skins';
import { refuse, type ChangeOf, type Plan, type Planners } from './change-plan';
import type { Reader } from '../../kernel/store/doc-port';
import { LIST_MAX, placeAt, unique, type SkinTree } from './skin-tree';

async function addContainer(change: ChangeOf<'addContainer'>, tree: SkinTree): Promise<Plan> {
  const { newId } = tree.input;
  if (!(await tree.page(change.pageId))) return refuse('page-not-found');
  const containers = await tree.containers();
  if (containers.length >= LIMITS.containersPerSkin) return refuse('container-limit');
  const list = await tree.pageList(change.pageId);
  const form = change.tipo === 'formulario';
  const agenda = change.tipo === 'agenda';
  if (form && shows(isFormContainer, containers, list.ids)) return refuse('form-already-on-page');
  if (agenda && shows(isAgendaContainer, containers, list.ids)) return refuse('agenda-already-on-page');
  const container: ContainerDoc = {
    id_container: newId,
    titulo: change.titulo,
    iconUrl: '',
    order: list.ids.length,
    // A container of cards stays as every stored one is, without a kind.
    ...(form ? { tipo: 'formulario' as const, assuntos: [...NEW_FORM_SUBJECTS] } : {}),
    ...(agenda ? { tipo: 'agenda' as const, agenda: newAgenda() } : {}),
    ...(change.tipo === 'galeria' ? { tipo: 'galeria' as const, galeria: newGaleria() } : {}),
    ...(change.tipo === 'depoimentos' ? { tipo: 'depoimentos' as const, depoimentos: newDepoimentos() } : {}),
  };
  return {
    createdId: newId,
    write: (w) => {
      w.set(tree.containerPath(newId), { ...container });
      tree.pageListWriter(change.pageId)(w, list, [...list.ids, newId]);
    },
  };
}

/** Whether one of `ids` (a page's containers) is of the kind `isKind` tells: a page shows at most one form and one agenda. */
function shows(isKind: (c: ContainerDoc) => boolean, containers: readonly ContainerDoc[], ids: readonly string[]): boolean {
  const onPage = new Set(ids);
  return containers.some((c) => onPage.has(c.id_container) && isKind(c));
}

async function updateContainer(change: ChangeOf<'updateContainer'>, tree: SkinTree): Promise<Plan> {
  const container = await tree.container(change.containerId);
  if (!container) return refuse('container-not-found');
  if (change.assuntos !== undefined && !isFormContainer(container)) return refuse('not-a-form');
  if (change.perguntas !== undefined && !isFormContainer(container)) return refuse('questions-not-a-form');
  if (change.agenda !== undefined && !isAgendaContainer(container)) return refuse('not-an-agenda');
  if (change.galeria !== undefined && !isGalleryContainer(container)) return refuse('not-a-gallery');
  if (change.depoimentos !== undefined && !isTestimonialsContainer(container)) return refuse('not-testimonials');
  if (scheduleProblem(scheduleAfter(container, change))) return refuse('schedule-order');
  const update: Partial<ContainerDoc> = { ...scheduleChangeOf(change) };
  if (change.titulo !== undefined) update.titulo = change.titulo;
  if (change.iconUrl !== undefined) update.iconUrl = change.iconUrl;
  if (change.assuntos !== undefined) update.assuntos = [...change.assuntos];
  if (change.perguntas !== undefined) update.perguntas = change.perguntas.map((p) => ({ ...p }));
  if (change.agenda !== undefined) {
    // Firestore merges maps key by key, so a date or a price she took out would stay: the settings
    // replace the stored ones by writing the whole container, read in this transaction.
    const whole: ContainerDoc = { ...container, ...update, agenda: copyAgenda(change.agenda) };
    return { createdId: null, write: (w) => w.set(tree.containerPath(change.containerId), { ...whole }) };
  }
  if (change.depoimentos !== undefined) {
    // Replaced whole as an agenda is: a merge of the list would keep a quote she took out.
    const whole: ContainerDoc = { ...container, ...update, depoimentos: copyDepoimentos(change.depoimentos) };
    return { createdId: null, write: (w) => w.set(tree.containerPath(change.containerId), { ...whole }) };
  }
  // A merge replaces a list whole, and a gallery's one key is its list: merged, it is written as she sent it.
  if (change.galeria !== undefined) update.galeria = copyGaleria(change.galeria);
  return { createdId: null, write: (w) => w.set(tree.containerPath(change.containerId), update, { merge: true }) };
}

async function moveContainer(change: ChangeOf<'moveContainer'>, tree: SkinTree): Promise<Plan> {
  if (!(await tree.page(change.pageId))) return refuse('page-not-found');
  const list = await tree.pageList(change.pageId);
  if (!list.ids.includes(change.containerId)) return refuse('container-not-on-page');
  const ids = placeAt(list.ids, change.containerId, change.toIndex);
  return { createdId: null, write: (w) => tree.pageListWriter(change.pageId)(w, list, ids) };
}

async function placeContainer(change: ChangeOf<'placeContainer'>, tree: SkinTree): Promise<Plan> {
  const container = await tree.container(change.containerId);
  if (!container) return refuse('container-not-found');
  if (!(await tree.page(change.pageId))) return refuse('page-not-found');
  const list = await tree.pageList(change.pageId);
  if (list.ids.includes(change.containerId)) return refuse('container-already-on-page');
  if (isFormContainer(container) && shows(isFormContainer, await tree.containers(), list.ids))
    return refuse('form-already-on-page');
  if (isAgendaContainer(container) && shows(isAgendaContainer, await tree.containers(), list.ids))
    return refuse('agenda-already-on-page');
  return { createdId: null, write: (w) => tree.pageListWriter(change.pageId)(w, list, [...list.ids, change.containerId]) };
}

async function unplaceContainer(change: ChangeOf<'unplaceContainer'>, tree: SkinTree): Promise<Plan> {
  if (!(await tree.page(change.pageId))) return refuse('page-not-found');
  const list = await tree.pageList(change.pageId);
  if (!list.ids.includes(change.containerId)) return refuse('container-not-on-page');
  const ids = list.ids.filter((id) => id !== change.containerId);
  return { createdId: null, write: (w) => tree.pageListWriter(change.pageId)(w, list, ids) };
}

async function deleteContainer(change: ChangeOf<'deleteContainer'>, tree: SkinTree, tx: Reader): Promise<Plan> {
  if (!(await tree.container(change.containerId))) return refuse('container-not-found');
  const onPages = (await tree.skinRefs<ContainerRefDoc>(GROUPS.containerRefs)).filter(
    (r) => r.data.containerRefId === change.containerId,
  );
  const ownPrefix = `${tree.containerRefs(change.containerId)}/`;
  const cardRefs = await tree.skinRefs<CardRefDoc>(GROUPS.cardRefs);
  const own = await tx.query<CardRefDoc>({ collection: tree.containerRefs(change.containerId) }, { limit: LIST_MAX });
  // A card held by this container alone is deleted with it (with its add-on refs), so no card is
  // left that no container shows; a card another container also holds stays there.
  const heldElsewhere = new Set(cardRefs.filter((r) => !r.path.startsWith(ownPrefix)).map((r) => r.data.id_card));
  const orphans = unique(own.map((r) => r.data.id_card)).filter((id) => !heldElsewhere.has(id));
  const orphanAddOns: string[] = [];
  for (const cardId of orphans) {
    const refs = await tx.query({ collection: tree.cardAddOns(cardId) }, { limit: LIST_MAX });
    orphanAddOns.push(...refs.map((r) => r.path));
  }
  return {
    createdId: null,
    write: (w) => {
      for (const ref of [...onPages, ...own]) w.delete(ref.path);
      for (const path of orphanAddOns) w.delete(path);
      for (const cardId of orphans) w.delete(tree.cardPath(cardId));
      w.delete(tree.containerPath(change.containerId));
    },
  };
}

export const CONTAINER_PLANNERS: Planners<
  'addContainer' | 'updateContainer' | 'moveContainer' | 'placeContainer' | 'unplaceContainer' | 'deleteContainer'
> = {
  addContainer,
  updateContainer,
  moveContainer,
  placeContainer,
  unplaceContainer,
  deleteContainer,
};
