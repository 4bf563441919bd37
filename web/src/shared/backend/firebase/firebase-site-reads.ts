/**
 * The public site read on Firestore Lite (one-shot reads, a fraction of the full SDK's size) in two
 * round trips: the skin by username, then everything under it at once. The refs carry id_skins, so
 * one collection-group query per kind of ref replaces a query per page, container and card.
 */
import type { FirebaseApp } from 'firebase/app';
import type { Firestore, QuerySnapshot } from 'firebase/firestore/lite';
import { GROUPS, paths, type AddOnDoc, type SkinDoc, type SkinSite } from '@lab/domain';
import { config } from '../../config/env';
import { assembleSkinSite } from '../skin-site-tree';
import { EMULATORS } from './firebase-app';
import { fromFirestore } from './firestore-convert';

type LiteSdk = typeof import('firebase/firestore/lite');

export function createFirebaseSiteReads(loadApp: () => Promise<FirebaseApp>) {
  let lite: Promise<{ sdk: LiteSdk; db: Firestore }> | null = null;
  const loadLite = () => {
    lite ??= Promise.all([import('firebase/firestore/lite'), loadApp()]).then(([sdk, app]) => {
      const db = sdk.getFirestore(app);
      if (config.useEmulators) sdk.connectFirestoreEmulator(db, EMULATORS.host, EMULATORS.firestorePort);
      return { sdk, db };
    });
    return lite;
  };

  return async function loadSkinSite(username: string): Promise<SkinSite | null> {
    const { sdk, db } = await loadLite();
    const { collection, collectionGroup, getDocs, limit, query, where } = sdk;

    const skins = await getDocs(query(collectionGroup(db, GROUPS.skins), where('username', '==', username), limit(1)));
    const found = skins.docs[0];
    if (!found) return null;
    const skin = fromFirestore<SkinDoc>(found.data());
    const skinPath = found.ref.path;

    const all = <T>(snapshot: QuerySnapshot): T[] => snapshot.docs.map((d) => fromFirestore<T>(d.data()));
    const refsOf = (group: string) => getDocs(query(collectionGroup(db, group), where('id_skins', '==', skin.id_skins)));
    const [paginas, containers, cards, containerRefs, cardRefs, addOnRefs, addOns] = await Promise.all([
      getDocs(collection(db, `${skinPath}/paginas`)),
      getDocs(collection(db, `${skinPath}/containers`)),
      getDocs(collection(db, `${skinPath}/cards`)),
      refsOf(GROUPS.containerRefs),
      refsOf(GROUPS.cardRefs),
      refsOf(GROUPS.addOnsRefs),
      getDocs(collection(db, paths.addOns())),
    ]);
    // A ref of a same-named skin id under another user is not this skin's: keep refs under this path.
    const underSkin = (snapshot: QuerySnapshot) => snapshot.docs.filter((d) => d.ref.path.startsWith(`${skinPath}/`));
    const refData = <T>(snapshot: QuerySnapshot): T[] => underSkin(snapshot).map((d) => fromFirestore<T>(d.data()));
    return assembleSkinSite({
      skin,
      paginas: all(paginas),
      containers: all(containers),
      cards: all(cards),
      containerRefs: refData(containerRefs),
      cardRefs: refData(cardRefs),
      addOnRefs: refData(addOnRefs),
      addOns: addOns.docs.map((d) => ({ ...fromFirestore<AddOnDoc>(d.data()), id: d.id })),
    });
  };
}
