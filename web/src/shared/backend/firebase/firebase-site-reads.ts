/**
 * The reads of skins over Firestore's REST API (see firestore-rest.ts for why no SDK): a published
 * document by path, which is all a public page reads (readPublishedSite says which), and the studio's
 * whole tree in two round trips: the skin by username, then everything under it at once.
 */
import { assembleSkinSite } from '@lab/domain/published';
import { GROUPS, paths, type AddOnDoc, type SkinDoc, type SkinSite } from '@lab/domain/kernel';
import type { AuthUser } from '../port';
import { firestoreTarget } from './firestore-target';
import { getDocument, runQuery, type FirestoreTarget, type RestDocument, type RestQuery } from './firestore-rest';

/** Who reads a skin tree: the signed-in person, whose ID token the queries carry. */
export interface SiteReader {
  current(): AuthUser | null;
  idToken(): Promise<string | null>;
}

const SIGNED_OUT: SiteReader = { current: () => null, idToken: async () => null };

export function createFirebaseSiteReads(
  target: FirestoreTarget = firestoreTarget(),
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
  reader: SiteReader = SIGNED_OUT,
) {
  const getPublished = (path: string) => getDocument(target, path, fetchImpl);

  const loadSkinTree = async (username: string): Promise<SkinSite | null> => {
    const token = await reader.idToken();
    const read = (parent: string, query: RestQuery) => runQuery(target, parent, query, fetchImpl, token);
    const viewer = reader.current();
    const byName = { where: { field: 'username', equals: username }, limit: 1 };
    // Owners find any skin by its name; a creator only among their own skins, all the rules let them read.
    const skins =
      viewer && !viewer.admin
        ? await read(paths.user(viewer.uid), { collectionId: GROUPS.skins, ...byName })
        : await read('', { collectionId: GROUPS.skins, allDescendants: true, ...byName });
    const found = skins[0];
    if (!found) return null;
    const skin = found.data as unknown as SkinDoc;
    const skinPath = found.path;

    const all = <T>(documents: RestDocument[]): T[] => documents.map((d) => d.data as T);
    const subcollection = (collectionId: string) => read(skinPath, { collectionId });
    const refsOf = (group: string) =>
      read('', { collectionId: group, allDescendants: true, where: { field: 'id_skins', equals: skin.id_skins } });
    const [paginas, containers, cards, containerRefs, cardRefs, addOnRefs, addOns] = await Promise.all([
      subcollection('paginas'),
      subcollection('containers'),
      subcollection('cards'),
      refsOf(GROUPS.containerRefs),
      refsOf(GROUPS.cardRefs),
      refsOf(GROUPS.addOnsRefs),
      read('', { collectionId: paths.addOns() }),
    ]);
    // A ref of a same-named skin id under another user is not this skin's: keep refs under this path.
    const refData = <T>(documents: RestDocument[]): T[] => all<T>(documents.filter((d) => d.path.startsWith(`${skinPath}/`)));
    return assembleSkinSite({
      skin,
      paginas: all(paginas),
      containers: all(containers),
      cards: all(cards),
      containerRefs: refData(containerRefs),
      cardRefs: refData(cardRefs),
      addOnRefs: refData(addOnRefs),
      addOns: addOns.map((d) => ({ ...(d.data as unknown as AddOnDoc), id: d.id })),
    });
  };
  return { getPublished, loadSkinTree };
}
