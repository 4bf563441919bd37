/**
 * The SkinStore whole: new skins and names (skin-docs.ts), a skin built from changes, a rename, the
 * lookup, deletion and domains, each from the module that owns it.
 */
import type { DocPort } from '../../kernel/store/doc-port';
import { deleteSkin } from './skin-deletion';
import { createNewSkinStore } from './skin-docs';
import { createSkinDomainStore } from './skin-domain-docs';
import { createSkinFromChangesOn } from './skin-from-changes';
import { findSkin } from './skin-lookup';
import { renameSkin } from './skin-rename';
import type { SkinStore } from './skin-port';

export function createSkinStore(port: DocPort): SkinStore {
  return {
    ...createNewSkinStore(port),
    findSkin: (username) => findSkin(port, username),
    renameSkin: (input) => port.runTransaction((tx) => renameSkin(tx, input)),
    createSkinFromChanges: createSkinFromChangesOn(port),
    deleteSkin: (location) => deleteSkin(port, location),
    ...createSkinDomainStore(port),
  };
}
