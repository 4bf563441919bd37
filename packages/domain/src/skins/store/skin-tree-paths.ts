/** Every document under one skin: what deleting a skin removes and what a person's data export holds. */
import { GROUPS, paths } from '../../kernel/paths';
import type { DocPort } from '../../kernel/store/doc-port';
import { LIST_MAX } from '../../studio/store/skin-tree';
import type { SkinLocation } from './skin-location';
import { testimonialPaths } from '../../testimonials';

/** Every document under the skin (not the skin itself), children before their parents. */
export async function skinTreePaths(port: DocPort, { uid, skinId }: SkinLocation): Promise<string[]> {
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
  // Its visit counters: a later skin of the same name starts with none.
  add(await list(paths.visitas(uid, skinId)));
  // Quotes awaiting her, and her links asking for them (the link itself, outside the tree, with its pointer).
  add(await list(testimonialPaths.depoimentosPendentes(uid, skinId)));
  const links = await port.query<{ linkId: string }>(
    { collection: testimonialPaths.depoimentoLinks(uid, skinId) },
    { limit: LIST_MAX },
  );
  for (const link of links) add([testimonialPaths.linkDepoimento(link.data.linkId), link.path]);
  return [...found];
}
