/**
 * One skin's documents as a studio change reads them inside its transaction, and the ordered ref
 * lists it rewrites. New refs are keyed by what they point at (containerRefs/{containerId},
 * cardRefs/{cardId}, addOnsRefs/{addOnId}), so a container sits on a page, a card in a container and
 * an icon on a card at most once. Older refs keep their ids; when a list is rewritten, duplicates and
 * refs to missing documents are dropped.
 */
import { orderKeysFor, sortByPosition, sortPages } from '../../kernel/ordering';
import { paths } from '../../kernel/paths';
import type {
  AddOnRefDoc,
  CardDoc,
  CardRefDoc,
  ContainerDoc,
  ContainerRefDoc,
  PaginaDoc,
  Position,
} from '../../skins/skin-types';
import type { DocSnapshot, DocTx, Reader } from '../../kernel/store/doc-port';
import type { EditSkinInput } from './studio-port';

/** Enough for any list the studio keeps (20 pages, 60 containers, 300 cards) and older data beyond. */
export const LIST_MAX = 5000;

/** Reads of one skin's documents inside a transaction, and the shapes of what it writes. */
export class SkinTree {
  constructor(
    private readonly tx: Reader,
    readonly input: EditSkinInput,
  ) {}

  get skinId(): string {
    return this.input.skinId;
  }

  pagePath = (pageId: string) => paths.pagina(this.input.uid, this.input.skinId, pageId);
  containerPath = (containerId: string) => `${paths.containers(this.input.uid, this.input.skinId)}/${containerId}`;
  cardPath = (cardId: string) => `${paths.cards(this.input.uid, this.input.skinId)}/${cardId}`;
  pageRefs = (pageId: string) => paths.containerRefs(this.input.uid, this.input.skinId, pageId);
  containerRefs = (containerId: string) => paths.cardRefs(this.input.uid, this.input.skinId, containerId);
  cardAddOns = (cardId: string) => paths.addOnsRefs(this.input.uid, this.input.skinId, cardId);

  page = (pageId: string) => this.tx.get<PaginaDoc>(this.pagePath(pageId));
  container = (containerId: string) => this.tx.get<ContainerDoc>(this.containerPath(containerId));
  card = (cardId: string) => this.tx.get<CardDoc>(this.cardPath(cardId));

  /** In the order the tab bar shows them. */
  async pages(): Promise<PaginaDoc[]> {
    const docs = await this.tx.query<PaginaDoc>(
      { collection: paths.paginas(this.input.uid, this.input.skinId) },
      { limit: LIST_MAX },
    );
    return sortPages(docs.map((d) => d.data));
  }

  async containers(): Promise<ContainerDoc[]> {
    const docs = await this.tx.query<ContainerDoc>(
      { collection: paths.containers(this.input.uid, this.input.skinId) },
      { limit: LIST_MAX },
    );
    return docs.map((d) => d.data);
  }

  /** How many cards the skin holds, up to `max`. */
  async cardCount(max: number): Promise<number> {
    return (await this.tx.query({ collection: paths.cards(this.input.uid, this.input.skinId) }, { limit: max })).length;
  }

  /** A page's refs and its containers in the order shown (older refs: by ContainerDoc.order). */
  async pageList(pageId: string): Promise<RefList<ContainerRefDoc>> {
    const refs = await this.tx.query<ContainerRefDoc>({ collection: this.pageRefs(pageId) }, { limit: LIST_MAX });
    const containers = new Map((await this.containers()).map((c) => [c.id_container, c]));
    const live = refs.filter((r) => containers.has(r.data.containerRefId));
    const ordered = sortByPosition(
      live,
      (r) => r.data.order,
      (a, b) => (containers.get(a.data.containerRefId)?.order ?? 0) - (containers.get(b.data.containerRefId)?.order ?? 0),
    );
    return { refs, ids: unique(ordered.map((r) => r.data.containerRefId)) };
  }

  /** A container's refs and its cards in the order shown (older refs: newest card first). */
  async containerList(containerId: string): Promise<RefList<CardRefDoc>> {
    const refs = await this.tx.query<CardRefDoc>({ collection: this.containerRefs(containerId) }, { limit: LIST_MAX });
    const cards = new Map<string, CardDoc>();
    for (const id of unique(refs.map((r) => r.data.id_card))) {
      const card = await this.card(id);
      if (card) cards.set(id, card);
    }
    const live = refs.filter((r) => cards.has(r.data.id_card));
    const ordered = sortByPosition(
      live,
      (r) => r.data.order,
      (a, b) => (cards.get(b.data.id_card)?.data ?? 0) - (cards.get(a.data.id_card)?.data ?? 0),
    );
    return { refs, ids: unique(ordered.map((r) => r.data.id_card)) };
  }

  /** A card's add-on refs and the add-ons in display order. */
  async addOnList(cardId: string): Promise<RefList<AddOnRefDoc>> {
    const refs = await this.tx.query<AddOnRefDoc>({ collection: this.cardAddOns(cardId) }, { limit: LIST_MAX });
    const ordered = sortByPosition(
      refs,
      (r) => r.data.order,
      () => 0,
    );
    return { refs, ids: unique(ordered.map((r) => r.data.id_add)) };
  }

  /** Every ref of a group under this skin (the group query the public reads make, kept to this skin's paths). */
  async skinRefs<R>(group: string): Promise<Array<DocSnapshot<R>>> {
    const prefix = `${paths.skin(this.input.uid, this.input.skinId)}/`;
    const docs = await this.tx.query<R>({ group }, { where: [['id_skins', '==', this.input.skinId]] });
    return docs.filter((d) => d.path.startsWith(prefix));
  }

  async addOnsExist(ids: readonly string[]): Promise<boolean> {
    for (const id of ids) if (!(await this.tx.get(`${paths.addOns()}/${id}`))) return false;
    return true;
  }

  pageListWriter = (pageId: string) => (tx: DocTx, list: RefList<ContainerRefDoc>, ids: readonly string[]) =>
    writeList(
      tx,
      this.pageRefs(pageId),
      list.refs,
      (r) => r.containerRefId,
      ids,
      (id, order) => ({
        containerRefId: id,
        id_pagina: pageId,
        id_skins: this.skinId,
        order,
      }),
    );

  containerListWriter = (containerId: string) => (tx: DocTx, list: RefList<CardRefDoc>, ids: readonly string[]) =>
    writeList(
      tx,
      this.containerRefs(containerId),
      list.refs,
      (r) => r.id_card,
      ids,
      (id, order) => ({
        id_card: id,
        id_container: containerId,
        id_skins: this.skinId,
        order,
      }),
    );

  addOnListWriter = (cardId: string) => (tx: DocTx, list: RefList<AddOnRefDoc>, ids: readonly string[]) =>
    writeList(
      tx,
      this.cardAddOns(cardId),
      list.refs,
      (r) => r.id_add,
      ids,
      (id, order) => ({
        id_add: id,
        id_card: cardId,
        id_skins: this.skinId,
        order,
      }),
    );
}

export interface RefList<R> {
  /** Every ref document of the collection, dangling and duplicate ones included. */
  refs: Array<DocSnapshot<R>>;
  /** What the list shows, in order, each once. */
  ids: string[];
}

export function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** `ids` with `id` taken out and put back at `index` (clamped to the list). */
export function placeAt(ids: readonly string[], id: string, index: number): string[] {
  const rest = ids.filter((x) => x !== id);
  const at = Math.max(0, Math.min(index, rest.length));
  return [...rest.slice(0, at), id, ...rest.slice(at)];
}

/**
 * Makes a ref collection hold exactly `ids`, in that order: each kept ref stays at its path with its
 * new position, new ones are keyed by their target, and duplicates or refs to anything not in `ids`
 * are deleted. Refs that already say the right thing are not rewritten.
 */
function writeList<R extends { order?: Position }>(
  tx: DocTx,
  collection: string,
  existing: ReadonlyArray<DocSnapshot<R>>,
  targetOf: (ref: R) => string,
  ids: readonly string[],
  make: (id: string, order: string) => R,
): void {
  const wanted = new Set(ids);
  const pathOf = new Map<string, DocSnapshot<R>>();
  for (const snap of existing) {
    const target = targetOf(snap.data);
    if (wanted.has(target) && !pathOf.has(target)) pathOf.set(target, snap);
    else tx.delete(snap.path);
  }
  // Refs keep their keys where the order allows: a move rewrites the moved ref alone.
  const keys = orderKeysFor(ids.map((id) => pathOf.get(id)?.data.order));
  ids.forEach((id, index) => {
    const data = make(id, keys[index] ?? '');
    const current = pathOf.get(id);
    if (current && sameFields(current.data, data)) return;
    tx.set(current?.path ?? `${collection}/${id}`, { ...data });
  });
}

function sameFields(stored: object, wanted: object): boolean {
  const a = stored as Record<string, unknown>;
  const b = wanted as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => a[key] === b[key]);
}
