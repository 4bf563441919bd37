/**
 * A skin's documents read back from a MemoryDb for the studio's tests: the public tree as a visitor's
 * read shows it (the same queries the web's site reads make, ordered by the domain's rules), and the
 * invariants every studio change must keep.
 */
import { checkFormSubjects, isFormContainer } from '../../studio/studio';
import { checkPerguntas } from '../../briefing';
import { GROUPS, paths } from '../../kernel/paths';
import { LIMITS } from '../../kernel/constants';
import { sortByPosition, sortPages } from '../../kernel/ordering';
import type { AddOnRefDoc, CardDoc, CardRefDoc, ContainerDoc, ContainerRefDoc, PaginaDoc, SkinDoc } from '../../skins/skin-types';
import type { MemoryDb } from '../../memory/memory-db';

export interface PublicCard {
  id: string;
  titulo: string;
  descricao: string;
  imagem: string;
  linkExterno: string;
  addOns: string[];
}
export interface PublicContainer {
  id: string;
  titulo: string;
  cards: PublicCard[];
}
export interface PublicPage {
  id: string;
  nome: string;
  isMain: boolean;
  containers: PublicContainer[];
}

function skinOf(db: MemoryDb, username: string): { uid: string; skin: SkinDoc } | null {
  const [found] = db.query<SkinDoc>({ group: GROUPS.skins }, { where: [['username', '==', username]] });
  return found ? { uid: found.path.split('/')[1] ?? '', skin: found.data } : null;
}

/** What a visitor of /{username} sees: pages in tab order, each with its containers and cards. */
export function publicTree(db: MemoryDb, username: string): PublicPage[] | null {
  const found = skinOf(db, username);
  if (!found) return null;
  const { uid, skin } = found;
  const id = skin.id_skins;
  const under = <T>(group: string) => db.query<T>({ group }, { where: [['id_skins', '==', id]] }).map((d) => d.data);
  const containers = new Map(
    db.query<ContainerDoc>({ collection: paths.containers(uid, id) }).map((d) => [d.data.id_container, d.data]),
  );
  const cards = new Map(db.query<CardDoc>({ collection: paths.cards(uid, id) }).map((d) => [d.data.id, d.data]));
  const containerRefs = under<ContainerRefDoc>(GROUPS.containerRefs);
  const cardRefs = under<CardRefDoc>(GROUPS.cardRefs);
  const addOnRefs = under<AddOnRefDoc>(GROUPS.addOnsRefs);

  const cardsIn = (containerId: string): PublicCard[] =>
    sortByPosition(
      cardRefs.filter((r) => r.id_container === containerId && cards.has(r.id_card)),
      (r) => r.order,
      (a, b) => (cards.get(b.id_card)?.data ?? 0) - (cards.get(a.id_card)?.data ?? 0),
    ).flatMap((r) => {
      const card = cards.get(r.id_card);
      if (!card) return [];
      const addOns = sortByPosition(
        addOnRefs.filter((a) => a.id_card === card.id),
        (a) => a.order,
        () => 0,
      ).map((a) => a.id_add);
      return [
        {
          id: card.id,
          titulo: card.titulo,
          descricao: card.descricao,
          imagem: card.imagem,
          linkExterno: card.linkExterno,
          addOns,
        },
      ];
    });

  return sortPages(db.query<PaginaDoc>({ collection: paths.paginas(uid, id) }).map((d) => d.data)).map((page) => ({
    id: page.id_pagina,
    nome: page.nome,
    isMain: page.is_main,
    containers: sortByPosition(
      containerRefs.filter((r) => r.id_pagina === page.id_pagina && containers.has(r.containerRefId)),
      (r) => r.order,
      (a, b) => (containers.get(a.containerRefId)?.order ?? 0) - (containers.get(b.containerRefId)?.order ?? 0),
    ).map((r) => ({
      id: r.containerRefId,
      titulo: containers.get(r.containerRefId)?.titulo ?? '',
      cards: cardsIn(r.containerRefId),
    })),
  }));
}

/** Every way the skin's documents break the studio's invariants, as readable lines (none: []). */
export function skinProblems(db: MemoryDb, uid: string, skinId: string): string[] {
  const problems: string[] = [];
  const base = `${paths.skin(uid, skinId)}/`;
  const all = Object.entries(db.toJSON()).filter(([path]) => path.startsWith(base));
  const ofCollection = (collectionId: string) =>
    all.filter(([path]) => path.split('/').at(-2) === collectionId).map(([path, data]) => ({ path, data }));
  const idOf = (path: string) => path.split('/').at(-1) ?? '';
  const parentIdOf = (path: string) => path.split('/').at(-3) ?? '';

  const pages = ofCollection('paginas');
  const containers = new Set(ofCollection('containers').map((d) => idOf(d.path)));
  const cards = new Set(ofCollection('cards').map((d) => idOf(d.path)));
  const pageIds = new Set(pages.map((d) => idOf(d.path)));

  const mains = pages.filter((d) => (d.data as unknown as PaginaDoc).is_main).length;
  if (mains !== 1) problems.push(`${mains} main pages`);
  if (pages.length > LIMITS.pagesPerSkin) problems.push(`${pages.length} pages`);
  if (containers.size > LIMITS.containersPerSkin) problems.push(`${containers.size} containers`);
  if (cards.size > LIMITS.cardsPerSkin) problems.push(`${cards.size} cards`);

  const held = new Set<string>();
  for (const { path, data } of ofCollection('containerRefs')) {
    const ref = data as unknown as ContainerRefDoc;
    if (!pageIds.has(parentIdOf(path))) problems.push(`${path}: on a missing page`);
    if (!containers.has(ref.containerRefId)) problems.push(`${path}: to a missing container`);
    if (ref.id_pagina !== parentIdOf(path)) problems.push(`${path}: names another page`);
    if (ref.id_skins !== skinId) problems.push(`${path}: id_skins ${ref.id_skins}`);
  }
  for (const { path, data } of ofCollection('cardRefs')) {
    const ref = data as unknown as CardRefDoc;
    if (!containers.has(parentIdOf(path))) problems.push(`${path}: in a missing container`);
    if (!cards.has(ref.id_card)) problems.push(`${path}: to a missing card`);
    if (ref.id_container !== parentIdOf(path)) problems.push(`${path}: names another container`);
    if (ref.id_skins !== skinId) problems.push(`${path}: id_skins ${ref.id_skins}`);
    held.add(ref.id_card);
  }
  for (const { path, data } of ofCollection('addOnsRefs')) {
    const ref = data as unknown as AddOnRefDoc;
    if (!cards.has(parentIdOf(path))) problems.push(`${path}: on a missing card`);
    if (ref.id_card !== parentIdOf(path)) problems.push(`${path}: names another card`);
    if (ref.id_skins !== skinId) problems.push(`${path}: id_skins ${ref.id_skins}`);
    if (!db.get(`${paths.addOns()}/${ref.id_add}`)) problems.push(`${path}: to a missing add-on`);
  }
  for (const card of cards) if (!held.has(card)) problems.push(`card ${card}: in no container (orphaned)`);
  problems.push(...formProblems(ofCollection('containers'), ofCollection('containerRefs'), ofCollection('cardRefs')));
  return problems;
}

type Rows = Array<{ path: string; data: unknown }>;

/** A contact form sits at most once on a page, holds no card, and keeps its subjects and questions as their rules do. */
function formProblems(containerRows: Rows, containerRefs: Rows, cardRefs: Rows): string[] {
  const problems: string[] = [];
  const parentIdOf = (path: string) => path.split('/').at(-3) ?? '';
  const forms = new Set<string>();
  for (const { path, data } of containerRows) {
    const container = data as ContainerDoc;
    if (!isFormContainer(container)) {
      if (container.assuntos !== undefined) problems.push(`${path}: subjects on a container of cards`);
      if (container.perguntas !== undefined) problems.push(`${path}: questions on a container of cards`);
      continue;
    }
    forms.add(container.id_container);
    const checked = checkFormSubjects(container.assuntos ?? []);
    if (!checked.ok || checked.subjects.join('\n') !== (container.assuntos ?? []).join('\n'))
      problems.push(`${path}: subjects ${JSON.stringify(container.assuntos)}`);
    const asked = checkPerguntas(container.perguntas ?? []);
    if (!asked.ok || JSON.stringify(asked.perguntas) !== JSON.stringify(container.perguntas ?? []))
      problems.push(`${path}: questions ${JSON.stringify(container.perguntas)}`);
  }
  const formsOnPage = new Map<string, number>();
  for (const { path, data } of containerRefs) {
    if (!forms.has((data as ContainerRefDoc).containerRefId)) continue;
    formsOnPage.set(parentIdOf(path), (formsOnPage.get(parentIdOf(path)) ?? 0) + 1);
  }
  for (const [pageId, count] of formsOnPage) if (count > 1) problems.push(`page ${pageId}: ${count} contact forms`);
  for (const { path } of cardRefs) if (forms.has(parentIdOf(path))) problems.push(`${path}: a card in a contact form`);
  return problems;
}
