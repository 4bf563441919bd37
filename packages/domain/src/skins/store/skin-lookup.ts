/** The skin a name names: by its reservation, or (older data) by the group query on username. */
import { GROUPS, paths } from '../../kernel/paths';
import type { SkinDoc } from '../skin-types';
import type { UsernameDoc } from '../../kernel/types';
import type { DocPort } from '../../kernel/store/doc-port';
import type { FoundSkin } from './skin-port';

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
