/**
 * The demo's public site read: the very queries the Firebase adapter sends (a group query on skins
 * by username, then everything under the skin), answered by the in-memory database.
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
import { assembleSkinSite, GROUPS, paths } from '@lab/domain';
import type { MemoryDb } from '@lab/domain/memory';

export function readSkinSite(db: MemoryDb, username: string): SkinSite | null {
  const [found] = db.query<SkinDoc>({ group: GROUPS.skins }, { where: [['username', '==', username]], limit: 1 });
  if (!found) return null;
  const skinPath = found.path;
  const skinId = found.data.id_skins;
  const underSkin = <T>(group: string) =>
    db.query<T>({ group }, { where: [['id_skins', '==', skinId]] }).filter((s) => s.path.startsWith(`${skinPath}/`));
  const dataOf = <T>(list: Array<{ data: T }>) => list.map((s) => s.data);
  return assembleSkinSite({
    skin: found.data,
    paginas: dataOf(db.query<PaginaDoc>({ collection: `${skinPath}/paginas` })),
    containers: dataOf(db.query<ContainerDoc>({ collection: `${skinPath}/containers` })),
    cards: dataOf(db.query<CardDoc>({ collection: `${skinPath}/cards` })),
    containerRefs: dataOf(underSkin<ContainerRefDoc>(GROUPS.containerRefs)),
    cardRefs: dataOf(underSkin<CardRefDoc>(GROUPS.cardRefs)),
    addOnRefs: dataOf(underSkin<AddOnRefDoc>(GROUPS.addOnsRefs)),
    addOns: db.query<AddOnDoc>({ collection: paths.addOns() }).map((s) => ({ ...s.data, id: s.id })),
  });
}
