/** The studio over a DocPort: a skin's source tree, its changes and its uploaded images. */
import type { DocPort } from '../../kernel/store/doc-port';
import { editSkin } from './edit-skin';
import { loadSkinTree } from '../../published';
import { recordSkinImage, releaseSkinImage, reserveSkinImage } from './skin-images';
import type { StudioStore } from './studio-port';

export function createStudioStore(port: DocPort): StudioStore {
  return {
    loadSkinSite: (username) => loadSkinTree(port, username),
    editSkin: (input) => editSkin(port, input),
    reserveSkinImage: (slot) => reserveSkinImage(port, slot),
    releaseSkinImage: (taken) => releaseSkinImage(port, taken),
    recordSkinImage: (record) => recordSkinImage(port, record),
  };
}
