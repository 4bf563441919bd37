/**
 * A skin's own domain: `dominios/{host}` says which skin a host shows (the page function's lookup),
 * and the skin document, with its published snapshot, says which domain the skin has (the manager
 * shows it; the skin's addresses on the main site redirect there). All three change in one
 * transaction, so a host is never mapped to two skins, nor a skin to two hosts.
 */
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { DominioDoc } from '../../kernel/types';
import type { SkinDoc } from '../skin-types';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import type { SetSkinDomainInput, SetSkinDomainOutcome } from './skin-port';

async function setSkinDomain(tx: DocTx, input: SetSkinDomainInput): Promise<SetSkinDomainOutcome> {
  const skinPath = paths.skin(input.uid, input.skinId);
  const skin = await tx.get<SkinDoc>(skinPath);
  if (!skin) return 'skin-not-found';
  const wanted = input.dominio === null ? null : await tx.get<DominioDoc>(paths.dominio(input.dominio));
  const sitePath = publishedPaths.site(skin.username);
  const site = await tx.get(sitePath);
  if (wanted && (wanted.uid !== input.uid || wanted.skinId !== input.skinId)) return 'domain-taken';

  const { dominio: previous, ...rest } = skin;
  if (previous !== undefined && previous !== input.dominio) tx.delete(paths.dominio(previous));
  const updated: SkinDoc = input.dominio === null ? rest : { ...rest, dominio: input.dominio };
  tx.set(skinPath, { ...updated });
  if (input.dominio !== null) {
    const mapping: DominioDoc = { username: skin.username, uid: input.uid, skinId: input.skinId };
    tx.set(paths.dominio(input.dominio), { ...mapping });
  }
  // The snapshot's skin is the skin document: the public page learns the domain from its one read.
  if (site) tx.set(sitePath, { ...site, skin: { ...updated }, changedAt: input.at });
  return 'saved';
}

export function createSkinDomainStore(port: DocPort) {
  return {
    setSkinDomain: (input: SetSkinDomainInput) => port.runTransaction((tx) => setSkinDomain(tx, input)),
    skinOfDomain: (host: string) => port.get<DominioDoc>(paths.dominio(host)),
  };
}
