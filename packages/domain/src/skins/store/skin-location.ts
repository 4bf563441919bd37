/**
 * Where a skin's documents live: users/{uid}/skins/{skinId}. Every port that acts on one skin (its
 * lifecycle, the studio's edits, moderation, deletions) takes it, so it stands apart from all of them.
 */
export interface SkinLocation {
  uid: string;
  skinId: string;
}
