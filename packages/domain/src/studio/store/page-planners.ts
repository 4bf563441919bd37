/** The studio's changes to the skin and its pages (the tabs), one planner each. */
import { LIMITS } from '../../kernel/constants';
import { orderKeysFor, pagePosition } from '../../kernel/ordering';
import { paths } from '../../kernel/paths';
import type { PaginaDoc, SkinDoc } from '../../skins';
import { refuse, type ChangeOf, type Plan, type Planners } from './change-plan';
import type { DocTx, Reader } from '../../kernel/store/doc-port';
import { LIST_MAX, placeAt, type SkinTree } from './skin-tree';

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

async function updateSkin(change: ChangeOf<'updateSkin'>, tree: SkinTree, tx: Reader): Promise<Plan> {
  const main = change.profileText === undefined ? null : ((await tree.pages()).find((p) => p.is_main) ?? null);
  if (change.profileText !== undefined && !main) return refuse('page-not-found');
  const skinPath = paths.skin(tree.input.uid, tree.skinId);
  // Taking the display name away rewrites the document without it: a merge cannot remove a field.
  const current = change.nomeExibicao === '' ? await tx.get<SkinDoc>(skinPath) : null;
  return {
    createdId: null,
    write: (w) => {
      const skin: Partial<SkinDoc> = {};
      if (change.theme !== undefined) skin.theme = change.theme;
      if (change.iconSkin !== undefined) skin.iconSkin = change.iconSkin;
      if (change.nomeExibicao) skin.nomeExibicao = change.nomeExibicao;
      if (current) {
        const { nomeExibicao: _removed, ...rest } = current;
        w.set(skinPath, { ...rest, ...skin });
      } else if (Object.keys(skin).length > 0) w.set(skinPath, skin, { merge: true });
      if (main && change.profileText !== undefined)
        w.set(tree.pagePath(main.id_pagina), { conteudo: change.profileText }, { merge: true });
    },
  };
}

async function addPage(change: ChangeOf<'addPage'>, tree: SkinTree): Promise<Plan> {
  const { at } = tree.input;
  const pages = await tree.pages();
  if (pages.some((p) => p.id_pagina === change.nome)) return refuse('page-taken');
  if (pages.length >= LIMITS.pagesPerSkin) return refuse('page-limit');
  // The new page goes last: keys for the list with it, the others keeping theirs where they can.
  const keys = orderKeysFor([...pages.map(pagePosition), null]);
  const page: PaginaDoc = {
    id_pagina: change.nome,
    nome: change.rotulo ?? change.nome,
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

async function pageFields(change: ChangeOf<'renamePage' | 'updatePage'>, tree: SkinTree): Promise<Plan> {
  if (!(await tree.page(change.pageId))) return refuse('page-not-found');
  const update: Partial<PaginaDoc> = change.kind === 'renamePage' ? { nome: change.nome } : { conteudo: change.conteudo };
  return { createdId: null, write: (w) => w.set(tree.pagePath(change.pageId), update, { merge: true }) };
}

async function movePage(change: ChangeOf<'movePage'>, tree: SkinTree): Promise<Plan> {
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

async function setMainPage(change: ChangeOf<'setMainPage'>, tree: SkinTree): Promise<Plan> {
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

async function deletePage(change: ChangeOf<'deletePage'>, tree: SkinTree, tx: Reader): Promise<Plan> {
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

export const PAGE_PLANNERS: Planners<
  'updateSkin' | 'addPage' | 'renamePage' | 'updatePage' | 'movePage' | 'setMainPage' | 'deletePage'
> = {
  updateSkin,
  addPage,
  renamePage: pageFields,
  updatePage: pageFields,
  movePage,
  setMainPage,
  deletePage,
};
