/**
 * A skin's uploaded images in the Store. An upload takes its place first (the per-skin count and the
 * uploader's hourly limit, in one transaction) and only then is decoded and stored, so a refused
 * upload costs no decoding and leaves no file. The place is an `imagens/{id}` document marked
 * pending until the stored image's addresses fill it in.
 */
import { paths } from '../../kernel/paths';
import type { ImagemDoc } from '../../skins';
import type { DocPort, Reader } from '../../kernel/store/doc-port';
import { readRateLimit, writeRateLimit } from '../../limits';
import type { SkinImageOutcome, SkinImageRecord, SkinImageSlot, SkinImageTaken } from './studio-port';

async function imageRoom(tx: Reader, slot: SkinImageSlot): Promise<{ hits: number[] } | { refused: SkinImageOutcome }> {
  if (!(await tx.get(paths.skin(slot.uid, slot.skinId)))) return { refused: 'skin-not-found' };
  // Pending places count: that is what stops concurrent uploads from all passing one check.
  const taken = await tx.query({ collection: paths.imagens(slot.uid, slot.skinId) }, { limit: slot.maxImages });
  if (taken.length >= slot.maxImages) return { refused: 'image-limit' };
  const hits = slot.rateLimit ? await readRateLimit(tx, slot.rateLimit, slot.at) : [];
  if (hits === null) return { refused: 'rate-limited' };
  return { hits };
}

/** Takes one image's place and one use of the uploader's limit, or says why not; writes nothing then. */
export function reserveSkinImage(port: DocPort, slot: SkinImageSlot): Promise<SkinImageOutcome> {
  return port.runTransaction(async (tx) => {
    const room = await imageRoom(tx, slot);
    if ('refused' in room) return room.refused;
    if (slot.rateLimit) writeRateLimit(tx, slot.rateLimit, room.hits, slot.at);
    const pending: ImagemDoc = { url: '', thumbUrl: '', data: slot.at, pendente: true };
    tx.set(paths.imagem(slot.uid, slot.skinId, slot.imageId), { ...pending });
    return 'recorded';
  });
}

/** Gives back a place whose bytes were refused or could not be stored (the limit's use stays spent). */
export function releaseSkinImage(port: DocPort, taken: SkinImageTaken): Promise<void> {
  return port.runTransaction(async (tx) => {
    const path = paths.imagem(taken.uid, taken.skinId, taken.imageId);
    const doc = await tx.get<ImagemDoc>(path);
    if (doc?.pendente) tx.delete(path);
  });
}

/**
 * Fills a taken place with the stored image. 'skin-not-found' when the skin (or the place, deleted
 * with it) is gone meanwhile: the caller then removes the files it stored.
 */
export function recordSkinImage(port: DocPort, record: SkinImageRecord): Promise<SkinImageOutcome> {
  return port.runTransaction(async (tx) => {
    const path = paths.imagem(record.uid, record.skinId, record.imageId);
    const [skin, place] = await Promise.all([tx.get(paths.skin(record.uid, record.skinId)), tx.get<ImagemDoc>(path)]);
    if (!skin || !place) return 'skin-not-found';
    const image: ImagemDoc = { url: record.url, thumbUrl: record.thumbUrl, data: place.data };
    tx.set(path, { ...image });
    return 'recorded';
  });
}
