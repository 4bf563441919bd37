/** The studio over a DocPort: a skin's source tree, its changes and its uploaded images. */
import type { DocPort } from './doc-port';
import { editSkin } from './edit-skin';
import { loadSkinTree } from './published-store';
import { recordSkinImage, releaseSkinImage, reserveSkinImage } from './skin-images';
import type { StudioStore } from './store';

export function createStudioStore(port: DocPort): StudioStore {
  return {
    loadSkinSite: (username) => loadSkinTree(port, username),
    editSkin: (input) => editSkin(port, input),
    reserveSkinImage: (slot) => reserveSkinImage(port, slot),
    releaseSkinImage: (taken) => releaseSkinImage(port, taken),
    recordSkinImage: (record) => recordSkinImage(port, record),
  };
}
