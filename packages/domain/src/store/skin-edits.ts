/**
 * The skin studio's Store commands, written once over the DocPort like the rest of doc-store.ts.
 * Each change is one transaction: it reads everything first, decides its refusal before the first
 * write (a refused change writes nothing), and keeps the refs consistent: every ref it writes points
 * at a document that exists and carries the skin's id_skins (the public reads filter on it).
 *
 * New refs are keyed by what they point at (containerRefs/{containerId}, cardRefs/{cardId},
 * addOnsRefs/{addOnId}), so a container sits on a page, a card in a container and an icon on a card
 * at most once. Older refs keep their ids; when a list is rewritten, duplicates and refs to missing
 * documents are dropped.
 */
import {
  GROUPS,
  LIMITS,
  MAIN_PAGE_CONTENT,
  MAIN_PAGE_ID,
  MAIN_PAGE_NAME,
  DEFAULT_PAGE_ORDER_BY,
  orderKeysFor,
  pagePosition,
  paths,
  publishedPaths,
  sortByPosition,
  sortPages,
  type AddOnRefDoc,
  type CardDoc,
  type CardFields,
  type CardRefDoc,
  type ContainerDoc,
  type ContainerRefDoc,
  type PaginaDoc,
  type Position,
  type SkinChange,
  type SkinDoc,
  type UserDoc,
  type UsernameDoc,
} from '..';
import type { DocPort, DocSnapshot, DocTx } from './doc-port';
import { readRateLimit, writeRateLimit } from './rate-limit-docs';
import {
  homeOnlyPublished,
  planPublish,
  publishedOf,
  readSource,
  readStoredPublished,
  WriteRecorder,
  writePublish,
} from './skin-publish';
import type { DeleteSkinOutcome, EditSkinInput, EditSkinOutcome, EditSkinRefusal, FoundSkin, SkinLocation } from './store';

type Reader = Pick<DocTx, 'get' | 'query'>;

/** A change decided: the writes it makes (run after every read), or why it is refused. */
type Plan = { write: (tx: DocTx) => void; createdId: string | null } | { refused: EditSkinRefusal };

const refuse = (refused: EditSkinRefusal): Plan => ({ refused });

/** Enough for any list the studio keeps (20 pages, 60 containers, 300 cards) and older data beyond. */
const LIST_MAX = 5000;
/** Rounds of batch deletes a skin's tree may take before the closing transaction (each round lists again). */
const DELETE_ROUNDS = 10;

export async function findSkin(port: DocPort, username: string): Promise<FoundSkin | null> {
  const reservation = await port.get<UsernameDoc>(paths.username(username));
  if (reservation) {
    const skin = await port.get<SkinDoc>(paths.skin(reservation.uid, reservation.skinId));
    if (skin) return { uid: reservation.uid, skinId: reservation.skinId, skin };
  }
  const [found] = await port.query<SkinDoc>({ group: GROUPS.skins }, { where: [['username', '==', username]], limit: 1 });
  if (!found) return null;
  const uid = found.path.split('/')[1] ?? '';
  return { uid, skinId: found.id, skin: found.data };
}

export function editSkin(port: DocPort, input: EditSkinInput): Promise<EditSkinOutcome> {
  return port.runTransaction(async (tx) => {
    const source = await readSource(tx, input.uid, input.skinId);
    if (!source) return { status: 'refused', reason: 'skin-not-found' };
    const hits = input.rateLimit ? await readRateLimit(tx, input.rateLimit, input.at) : [];
    if (hits === null) return { status: 'refused', reason: 'rate-limited' };
    const plan = await planChange(tx, new SkinTree(tx, input), input.change);
    if ('refused' in plan) return { status: 'refused', reason: plan.refused };
    const stored = await readStoredPublished(tx, (source.docs.get(source.skinPath) as unknown as SkinDoc).username);

    // The change's writes, applied to the tree first: the snapshot is what the tree will be.
    const writes = new WriteRecorder();
    plan.write(writes);
    const after = publishedOf(writes.applyTo(source));
    const publish = planPublish(stored, after);
    if (publish.tooLarge) return { status: 'refused', reason: 'page-too-large' };

    if (input.rateLimit) writeRateLimit(tx, input.rateLimit, hits, input.at);
    writes.replay(tx);
    writePublish(tx, publish, after, input.at);
    return { status: 'done', createdId: plan.createdId };
  });
}

/** Reads of one skin's documents inside a transaction, and the shapes of what it writes. */
class SkinTree {
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

interface RefList<R> {
  /** Every ref document of the collection, dangling and duplicate ones included. */
  refs: Array<DocSnapshot<R>>;
  /** What the list shows, in order, each once. */
  ids: string[];
}

function unique(ids: readonly string[]): string[] {
  return [...new Set(ids)];
}

/** `ids` with `id` taken out and put back at `index` (clamped to the list). */
function placeAt(ids: readonly string[], id: string, index: number): string[] {
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

function cardData(fields: CardFields): Omit<CardDoc, 'id' | 'data'> {
  return {
    name: fields.name,
    nomeDescricao: fields.nomeDescricao,
    titulo: fields.titulo,
    descricao: fields.descricao,
    imagem: fields.imagem,
    atividade: fields.atividade,
    criador: fields.criador,
    periodo: fields.periodo,
    linkExterno: fields.linkExterno,
  };
}

/** Gives `pages` keys in that order, writing only the pages whose key changes (one, for a move). */
function writePagePositions(
  tx: DocTx,
  tree: SkinTree,
  pages: readonly PaginaDoc[],
  keys: readonly string[] = orderKeysFor(pages.map(pagePosition)),
): void {
  pages.forEach((page, index) => {
    const orderBy = keys[index] ?? '';
    if (page.orderBy !== orderBy) tx.set(tree.pagePath(page.id_pagina), { orderBy }, { merge: true });
  });
}

async function planChange(tx: Reader, tree: SkinTree, change: SkinChange): Promise<Plan> {
  const { at, newId } = tree.input;
  switch (change.kind) {
    case 'updateSkin': {
      const main = change.profileText === undefined ? null : ((await tree.pages()).find((p) => p.is_main) ?? null);
      if (change.profileText !== undefined && !main) return refuse('page-not-found');
      return {
        createdId: null,
        write: (w) => {
          const skin: Partial<SkinDoc> = {};
          if (change.theme !== undefined) skin.theme = change.theme;
          if (change.iconSkin !== undefined) skin.iconSkin = change.iconSkin;
          if (Object.keys(skin).length > 0) w.set(paths.skin(tree.input.uid, tree.skinId), skin, { merge: true });
          if (main && change.profileText !== undefined)
            w.set(tree.pagePath(main.id_pagina), { conteudo: change.profileText }, { merge: true });
        },
      };
    }

    case 'addPage': {
      const pages = await tree.pages();
      if (pages.some((p) => p.id_pagina === change.nome)) return refuse('page-taken');
      if (pages.length >= LIMITS.pagesPerSkin) return refuse('page-limit');
      // The new page goes last: keys for the list with it, the others keeping theirs where they can.
      const keys = orderKeysFor([...pages.map(pagePosition), null]);
      const page: PaginaDoc = {
        id_pagina: change.nome,
        nome: change.nome,
        conteudo: '',
        data: at,
        is_main: false,
        orderBy: keys[pages.length] ?? '',
      };
      return {
        createdId: page.id_pagina,
        write: (w) => {
          writePagePositions(w, tree, pages, keys.slice(0, pages.length));
          w.set(tree.pagePath(page.id_pagina), { ...page });
        },
      };
    }

    case 'renamePage':
    case 'updatePage': {
      if (!(await tree.page(change.pageId))) return refuse('page-not-found');
      const update: Partial<PaginaDoc> = change.kind === 'renamePage' ? { nome: change.nome } : { conteudo: change.conteudo };
      return { createdId: null, write: (w) => w.set(tree.pagePath(change.pageId), update, { merge: true }) };
    }

    case 'movePage': {
      const pages = await tree.pages();
      const page = pages.find((p) => p.id_pagina === change.pageId);
      if (!page) return refuse('page-not-found');
      const ids = placeAt(
        pages.map((p) => p.id_pagina),
        page.id_pagina,
        change.toIndex,
      );
      const byId = new Map(pages.map((p) => [p.id_pagina, p]));
      return {
        createdId: null,
        write: (w) =>
          writePagePositions(
            w,
            tree,
            ids.flatMap((id) => byId.get(id) ?? []),
          ),
      };
    }

    case 'setMainPage': {
      const pages = await tree.pages();
      if (!pages.some((p) => p.id_pagina === change.pageId)) return refuse('page-not-found');
      return {
        createdId: null,
        write: (w) => {
          for (const page of pages) {
            const isMain = page.id_pagina === change.pageId;
            if (page.is_main !== isMain) w.set(tree.pagePath(page.id_pagina), { is_main: isMain }, { merge: true });
          }
        },
      };
    }

    case 'deletePage': {
      const page = await tree.page(change.pageId);
      if (!page) return refuse('page-not-found');
      if (page.is_main) return refuse('main-page');
      // The containers stay: they may sit on other pages, or be placed again from the studio.
      const refs = await tx.query({ collection: tree.pageRefs(change.pageId) }, { limit: LIST_MAX });
      return {
        createdId: null,
        write: (w) => {
          for (const ref of refs) w.delete(ref.path);
          w.delete(tree.pagePath(change.pageId));
        },
      };
    }

    case 'addContainer': {
      if (!(await tree.page(change.pageId))) return refuse('page-not-found');
      const containers = await tree.containers();
      if (containers.length >= LIMITS.containersPerSkin) return refuse('container-limit');
      const list = await tree.pageList(change.pageId);
      const container: ContainerDoc = { id_container: newId, titulo: change.titulo, iconUrl: '', order: list.ids.length };
      return {
        createdId: newId,
        write: (w) => {
          w.set(tree.containerPath(newId), { ...container });
          tree.pageListWriter(change.pageId)(w, list, [...list.ids, newId]);
        },
      };
    }

    case 'updateContainer': {
      if (!(await tree.container(change.containerId))) return refuse('container-not-found');
      const update: Partial<ContainerDoc> = {};
      if (change.titulo !== undefined) update.titulo = change.titulo;
      if (change.iconUrl !== undefined) update.iconUrl = change.iconUrl;
      return { createdId: null, write: (w) => w.set(tree.containerPath(change.containerId), update, { merge: true }) };
    }

    case 'moveContainer': {
      if (!(await tree.page(change.pageId))) return refuse('page-not-found');
      const list = await tree.pageList(change.pageId);
      if (!list.ids.includes(change.containerId)) return refuse('container-not-on-page');
      const ids = placeAt(list.ids, change.containerId, change.toIndex);
      return { createdId: null, write: (w) => tree.pageListWriter(change.pageId)(w, list, ids) };
    }

    case 'placeContainer': {
      if (!(await tree.container(change.containerId))) return refuse('container-not-found');
      if (!(await tree.page(change.pageId))) return refuse('page-not-found');
      const list = await tree.pageList(change.pageId);
      if (list.ids.includes(change.containerId)) return refuse('container-already-on-page');
      return { createdId: null, write: (w) => tree.pageListWriter(change.pageId)(w, list, [...list.ids, change.containerId]) };
    }

    case 'unplaceContainer': {
      if (!(await tree.page(change.pageId))) return refuse('page-not-found');
      const list = await tree.pageList(change.pageId);
      if (!list.ids.includes(change.containerId)) return refuse('container-not-on-page');
      const ids = list.ids.filter((id) => id !== change.containerId);
      return { createdId: null, write: (w) => tree.pageListWriter(change.pageId)(w, list, ids) };
    }

    case 'deleteContainer': {
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

    case 'addCard': {
      if (!(await tree.container(change.containerId))) return refuse('container-not-found');
      if ((await tree.cardCount(LIMITS.cardsPerSkin)) >= LIMITS.cardsPerSkin) return refuse('card-limit');
      const addOns = unique(change.card.addOns);
      if (!(await tree.addOnsExist(addOns))) return refuse('add-on-unknown');
      const list = await tree.containerList(change.containerId);
      const card: CardDoc = { id: newId, ...cardData(change.card), data: at };
      return {
        createdId: newId,
        write: (w) => {
          w.set(tree.cardPath(newId), { ...card });
          tree.addOnListWriter(newId)(w, { refs: [], ids: [] }, addOns);
          tree.containerListWriter(change.containerId)(w, list, [...list.ids, newId]);
        },
      };
    }

    case 'updateCard': {
      if (!(await tree.card(change.cardId))) return refuse('card-not-found');
      const addOns = unique(change.card.addOns);
      if (!(await tree.addOnsExist(addOns))) return refuse('add-on-unknown');
      const list = await tree.addOnList(change.cardId);
      return {
        createdId: null,
        write: (w) => {
          w.set(tree.cardPath(change.cardId), cardData(change.card), { merge: true });
          tree.addOnListWriter(change.cardId)(w, list, addOns);
        },
      };
    }

    case 'moveCard': {
      const from = await tree.containerList(change.fromContainerId);
      if (!from.ids.includes(change.cardId)) {
        return refuse((await tree.card(change.cardId)) ? 'card-not-in-container' : 'card-not-found');
      }
      if (change.fromContainerId === change.toContainerId) {
        const ids = placeAt(from.ids, change.cardId, change.toIndex);
        return { createdId: null, write: (w) => tree.containerListWriter(change.fromContainerId)(w, from, ids) };
      }
      if (!(await tree.container(change.toContainerId))) return refuse('container-not-found');
      const to = await tree.containerList(change.toContainerId);
      return {
        createdId: null,
        write: (w) => {
          tree.containerListWriter(change.fromContainerId)(
            w,
            from,
            from.ids.filter((id) => id !== change.cardId),
          );
          tree.containerListWriter(change.toContainerId)(w, to, placeAt(to.ids, change.cardId, change.toIndex));
        },
      };
    }

    case 'duplicateCard': {
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

    case 'deleteCard': {
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
  }
}

/** Every document under the skin (not the skin itself), children before their parents. */
async function skinTreePaths(port: DocPort, { uid, skinId }: SkinLocation): Promise<string[]> {
  const list = (collection: string) => port.listPaths(collection, LIST_MAX);
  const lastId = (path: string) => path.slice(path.lastIndexOf('/') + 1);
  const found = new Set<string>();
  const add = (all: readonly string[]) => all.forEach((p) => found.add(p));

  const pages = await list(paths.paginas(uid, skinId));
  for (const page of pages) add(await list(paths.containerRefs(uid, skinId, lastId(page))));
  const containers = await list(paths.containers(uid, skinId));
  for (const container of containers) add(await list(paths.cardRefs(uid, skinId, lastId(container))));
  const cards = await list(paths.cards(uid, skinId));
  for (const card of cards) add(await list(paths.addOnsRefs(uid, skinId, lastId(card))));
  // Refs whose parent document is already gone are reached through the group the public reads use.
  const prefix = `${paths.skin(uid, skinId)}/`;
  for (const group of [GROUPS.containerRefs, GROUPS.cardRefs, GROUPS.addOnsRefs]) {
    const refs = await port.query({ group }, { where: [['id_skins', '==', skinId]] });
    add(refs.map((r) => r.path).filter((p) => p.startsWith(prefix)));
  }
  add(pages);
  add(containers);
  add(cards);
  add(await list(paths.imagens(uid, skinId)));
  return [...found];
}

export async function deleteSkin(port: DocPort, location: SkinLocation): Promise<DeleteSkinOutcome> {
  const { uid, skinId } = location;
  const skinPath = paths.skin(uid, skinId);
  if (!(await port.get(skinPath))) return 'skin-not-found';
  const own = await port.query({ collection: paths.skins(uid) }, { limit: 2 });
  if (own.length < 2) return 'last-skin';

  for (let round = 0; round < DELETE_ROUNDS; round += 1) {
    const left = await skinTreePaths(port, location);
    if (left.length === 0) break;
    for (let i = 0; i < left.length; i += LIMITS.deleteBatchSize)
      await port.deleteBatch(left.slice(i, i + LIMITS.deleteBatchSize));
  }

  return port.runTransaction(async (tx) => {
    const skin = await tx.get<SkinDoc>(skinPath);
    if (!skin) return 'skin-not-found';
    const reservation = await tx.get<UsernameDoc>(paths.username(skin.username));
    const skins = await tx.query<SkinDoc>({ collection: paths.skins(uid) });
    const user = await tx.get<UserDoc>(paths.user(uid));
    const published = await readStoredPublished(tx, skin.username);
    const others = skins
      .map((s) => s.data)
      .filter((s) => s.id_skins !== skinId)
      .sort((a, b) => a.data - b.data);
    const [heir] = others;
    const heirBecomesMain = heir !== undefined && skin.is_main && !others.some((s) => s.is_main);
    const heirSite = heirBecomesMain ? await tx.get(publishedPaths.site(heir.username)) : null;
    if (!heir) {
      // A concurrent delete took the user's other skin meanwhile: this one stays, and gets back the
      // home page its tree lost, so it is a whole (empty) skin again.
      const home: PaginaDoc = {
        id_pagina: MAIN_PAGE_ID,
        nome: MAIN_PAGE_NAME,
        conteudo: MAIN_PAGE_CONTENT,
        data: skin.data,
        is_main: true,
        orderBy: DEFAULT_PAGE_ORDER_BY,
      };
      tx.set(paths.pagina(uid, skinId, MAIN_PAGE_ID), { ...home });
      const after = homeOnlyPublished(skinPath, skin, home);
      writePublish(tx, planPublish(published, after), after, skin.data);
      return 'last-skin';
    }
    tx.delete(skinPath);
    // Its visitors saw the whole skin until now; from here there is none to see.
    for (const path of published.keys()) tx.delete(path);
    if (reservation && reservation.uid === uid && reservation.skinId === skinId) tx.delete(paths.username(skin.username));
    if (heirBecomesMain) {
      tx.set(paths.skin(uid, heir.id_skins), { is_main: true }, { merge: true });
      // The heir's snapshot says what its skin document says.
      if (heirSite) tx.set(publishedPaths.site(heir.username), { ...heirSite, skin: { ...heir, is_main: true } });
    }
    // Two deletes of a user's last two skins read the same list: rewriting the user document they
    // both read makes Firestore serialise them, so the second sees the first and keeps its skin.
    if (user) tx.set(paths.user(uid), { idGoogle: uid }, { merge: true });
    return 'deleted';
  });
}
