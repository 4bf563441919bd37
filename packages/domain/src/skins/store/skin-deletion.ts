/** Deleting a skin: its whole tree in batches, then the skin, its name and its snapshot together (the heir republished as main). */
import { MAIN_PAGE_CONTENT, MAIN_PAGE_ID, MAIN_PAGE_NAME, DEFAULT_PAGE_ORDER_BY } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { DominioDoc, UserDoc, UsernameDoc } from '../../kernel/types';
import type { PaginaDoc, SkinDoc } from '../skin-types';
import type { DocPort } from '../../kernel/store/doc-port';
import { deletePaths } from '../../kernel/store/doc-batches';
import { skinTreePaths } from './skin-tree-paths';
import { homeOnlyPublished, planPublish, readStoredPublished, writePublish } from '../../published';
import type { DeleteSkinOutcome } from './skin-port';
import type { SkinLocation } from './skin-location';

/** Rounds of batch deletes a skin's tree may take before the closing transaction (each round lists again). */
const DELETE_ROUNDS = 10;

/** Every document under the skin, in batches, listing again while a studio change adds more. */
export async function deleteSkinTree(port: DocPort, location: SkinLocation): Promise<void> {
  for (let round = 0; round < DELETE_ROUNDS; round += 1) {
    const left = await skinTreePaths(port, location);
    if (left.length === 0) break;
    await deletePaths(port, left);
  }
}

export async function deleteSkin(port: DocPort, location: SkinLocation): Promise<DeleteSkinOutcome> {
  const { uid, skinId } = location;
  const skinPath = paths.skin(uid, skinId);
  if (!(await port.get(skinPath))) return 'skin-not-found';
  const own = await port.query({ collection: paths.skins(uid) }, { limit: 2 });
  if (own.length < 2) return 'last-skin';

  await deleteSkinTree(port, location);

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
    const mapping = skin.dominio ? await tx.get<DominioDoc>(paths.dominio(skin.dominio)) : null;
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
      // A home page alone has no dated card or container: any moment gives the same snapshot.
      const after = homeOnlyPublished(skinPath, skin, home, skin.data);
      writePublish(tx, planPublish(published, after), after, skin.data);
      return 'last-skin';
    }
    tx.delete(skinPath);
    // Its visitors saw the whole skin until now; from here there is none to see.
    for (const path of published.keys()) tx.delete(path);
    // A hidden skin's marker goes too: the name is free, and another skin with it is not hidden.
    if (skin.oculta) tx.delete(publishedPaths.hidden(skin.username));
    if (reservation && reservation.uid === uid && reservation.skinId === skinId) tx.delete(paths.username(skin.username));
    // Its domain goes with it: the host is free for another skin, and shows the main site meanwhile.
    if (skin.dominio && mapping && mapping.uid === uid && mapping.skinId === skinId) tx.delete(paths.dominio(skin.dominio));
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
