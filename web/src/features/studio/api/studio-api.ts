/** The studio's calls: every change is one editSkin command; images go up through uploadSkinImage. */
import type { EditSkinResult, SkinChange, UploadSkinImageResult } from '@lab/domain/studio';
import type { SkinSite } from '@lab/domain/kernel';
import type { Backend } from '../../../shared/backend/port';
import { prepareImageUpload } from '../../../shared/images';

export function editSkin(backend: Backend, skin: string, change: SkinChange): Promise<EditSkinResult> {
  return backend.call('editSkin', { skin, change });
}

/** Scales the file down in the browser, then sends it; the server checks and re-encodes the bytes. */
export async function uploadSkinImage(backend: Backend, skin: string, file: File): Promise<UploadSkinImageResult> {
  const { contentType, base64 } = await prepareImageUpload(file);
  return backend.call('uploadSkinImage', { skin, contentType, base64 });
}

export function loadSkinTree(backend: Backend, skin: string): Promise<SkinSite | null> {
  return backend.loadSkinTree(skin);
}
