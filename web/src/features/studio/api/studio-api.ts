/** The studio's calls: every change is one editSkin command; images go up through uploadSkinImage. */
import type { EditSkinResult, SkinChange, UploadSkinImageResult } from '@lab/domain/studio';
import type { SkinSite } from '@lab/domain/kernel';
import type { Backend } from '../../../shared/backend/port';
import { prepareImageUpload } from '../../../shared/images';

export function editSkin(backend: Backend, skin: string, change: SkinChange): Promise<EditSkinResult> {
  return backend.call('editSkin', { skin, change });
}

/** Scales the file down in the browser, then sends it; the server checks and re-encodes the bytes. */
export async function uploadSkinImage(backend: Backend, skin: string, file: File): Promise<UploadedImage> {
  const { contentType, base64, width, height } = await prepareImageUpload(file);
  return { ...(await backend.call('uploadSkinImage', { skin, contentType, base64 })), width, height };
}

/** What the store answered, with the size sent: the store only ever scales it down within the same 1600 px. */
export type UploadedImage = UploadSkinImageResult & { width: number; height: number };

export function loadSkinTree(backend: Backend, skin: string): Promise<SkinSite | null> {
  return backend.loadSkinTree(skin);
}
