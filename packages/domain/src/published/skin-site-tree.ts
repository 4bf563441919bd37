/**
 * Builds a skin's public tree (SkinSite) from the documents one site read returns. Every reader runs
 * the same queries (the skin by username, then its pages, containers, cards, the three kinds of refs
 * and the add-ons): the browser over Firestore's REST API, the Store (the server's page render and
 * the demo) over its DocPort. They hand the raw documents here, so ordering and dangling-ref handling
 * are decided once.
 */
import { sortByPosition, sortPages } from '../kernel/ordering';
import type {
  AddOnDoc,
  AddOnRefDoc,
  CardDoc,
  CardRefDoc,
  ContainerDoc,
  ContainerRefDoc,
  PaginaDoc,
  SkinDoc,
  SkinSite,
} from '../skins/skin-types';

export interface RawSkinTree {
  skin: SkinDoc;
  paginas: PaginaDoc[];
  containers: ContainerDoc[];
  cards: CardDoc[];
  containerRefs: ContainerRefDoc[];
  cardRefs: CardRefDoc[];
  addOnRefs: AddOnRefDoc[];
  addOns: Array<AddOnDoc & { id: string }>;
}

export function assembleSkinSite(raw: RawSkinTree): SkinSite {
  const containersById = new Map(raw.containers.map((c) => [c.id_container, c]));
  const cardsById = new Map(raw.cards.map((c) => [c.id, c]));
  const addOnsById = new Map(raw.addOns.map((a) => [a.id, a]));

  // Positions the studio stored win; data without them keeps its old order: containers by their
  // `order`, cards newest first (the way a portfolio reads), add-ons as their refs come.
  const containerIdsOf = groupIds(
    sortByPosition(
      raw.containerRefs.filter((r) => containersById.has(r.containerRefId)),
      (r) => r.order,
      (a, b) => (containersById.get(a.containerRefId)?.order ?? 0) - (containersById.get(b.containerRefId)?.order ?? 0),
    ),
    (r) => r.id_pagina,
    (r) => r.containerRefId,
  );
  const cardIdsOf = groupIds(
    sortByPosition(
      raw.cardRefs.filter((r) => cardsById.has(r.id_card)),
      (r) => r.order,
      (a, b) => (cardsById.get(b.id_card)?.data ?? 0) - (cardsById.get(a.id_card)?.data ?? 0),
    ),
    (r) => r.id_container,
    (r) => r.id_card,
  );
  const addOnIdsOf = groupIds(
    sortByPosition(
      raw.addOnRefs.filter((r) => addOnsById.has(r.id_add)),
      (r) => r.order,
      () => 0,
    ),
    (r) => r.id_card,
    (r) => r.id_add,
  );

  const referencedAddOns = new Set(raw.addOnRefs.map((r) => r.id_add));

  return {
    skin: raw.skin,
    // The tab bar: stored positions, else the main page first and the rest in creation order.
    paginas: sortPages(raw.paginas).map((p) => ({ ...p, containerIds: containerIdsOf.get(p.id_pagina) ?? [] })),
    containers: raw.containers.map((c) => ({ ...c, cardIds: cardIdsOf.get(c.id_container) ?? [] })),
    cards: raw.cards.map((c) => ({ ...c, addOnIds: addOnIdsOf.get(c.id) ?? [] })),
    addOns: raw.addOns.filter((a) => referencedAddOns.has(a.id)),
    addOnCatalog: raw.addOns,
  };
}

/** Ids per key in the order the refs come, each once. */
function groupIds<R>(refs: R[], key: (r: R) => string, id: (r: R) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const ref of refs) {
    const list = groups.get(key(ref)) ?? [];
    if (!list.includes(id(ref))) list.push(id(ref));
    groups.set(key(ref), list);
  }
  return groups;
}
