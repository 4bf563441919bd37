import type { SkinChangeKind } from '../../studio/studio-commands';

/** Every kind of studio change, once: the record makes the build fail when the contract gains or loses one. */
const KINDS: Record<SkinChangeKind, true> = {
  updateSkin: true,
  addPage: true,
  renamePage: true,
  updatePage: true,
  movePage: true,
  setMainPage: true,
  deletePage: true,
  addContainer: true,
  updateContainer: true,
  moveContainer: true,
  placeContainer: true,
  unplaceContainer: true,
  deleteContainer: true,
  addCard: true,
  updateCard: true,
  moveCard: true,
  duplicateCard: true,
  deleteCard: true,
};

export const SKIN_CHANGE_KINDS = Object.keys(KINDS) as SkinChangeKind[];
