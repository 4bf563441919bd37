/**
 * Builds a skin's public tree (SkinSite) from the documents one site read returns. Both adapters run
 * the same queries (the skin by username, then its pages, containers, cards, the three kinds of refs
 * and the add-ons) and hand the raw documents here, so ordering and dangling-ref handling are
 * decided once.
 */
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
} from '@lab/domain';

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

  const containerIdsOf = groupIds(
    raw.containerRefs.filter((r) => containersById.has(r.containerRefId)),
    (r) => r.id_pagina,
    (r) => r.containerRefId,
  );
  const cardIdsOf = groupIds(
    raw.cardRefs.filter((r) => cardsById.has(r.id_card)),
    (r) => r.id_container,
    (r) => r.id_card,
  );
  const addOnIdsOf = groupIds(
    raw.addOnRefs.filter((r) => addOnsById.has(r.id_add)),
    (r) => r.id_card,
    (r) => r.id_add,
  );

  // Containers render in `order`; equal orders keep the page's ref order (a stable sort).
  const byContainerOrder = (a: string, b: string) => (containersById.get(a)?.order ?? 0) - (containersById.get(b)?.order ?? 0);
  // Newest work first, the way a portfolio reads.
  const byCardDateDesc = (a: string, b: string) => (cardsById.get(b)?.data ?? 0) - (cardsById.get(a)?.data ?? 0);

  const referencedAddOns = new Set(raw.addOnRefs.map((r) => r.id_add));

  return {
    skin: raw.skin,
    paginas: [...raw.paginas]
      .sort(byMainThenDate)
      .map((p) => ({ ...p, containerIds: [...(containerIdsOf.get(p.id_pagina) ?? [])].sort(byContainerOrder) })),
    containers: raw.containers.map((c) => ({
      ...c,
      cardIds: [...(cardIdsOf.get(c.id_container) ?? [])].sort(byCardDateDesc),
    })),
    cards: raw.cards.map((c) => ({ ...c, addOnIds: addOnIdsOf.get(c.id) ?? [] })),
    addOns: raw.addOns.filter((a) => referencedAddOns.has(a.id)),
  };
}

/** The main page leads the tab bar; the rest follow in the order they were created. */
function byMainThenDate(a: PaginaDoc, b: PaginaDoc): number {
  if (a.is_main !== b.is_main) return a.is_main ? -1 : 1;
  return a.data - b.data;
}

function groupIds<R>(refs: R[], key: (r: R) => string, id: (r: R) => string): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const ref of refs) {
    const list = groups.get(key(ref)) ?? [];
    if (!list.includes(id(ref))) list.push(id(ref));
    groups.set(key(ref), list);
  }
  return groups;
}
