/**
 * The real SkinImages of the deployed Functions: the project's default bucket through firebase-admin.
 * Imported by index.ts with import() only when an image is first stored, read back or deleted, so this module,
 * sharp and firebase-admin/storage load then and never during deploy analysis.
 */
import type { App } from 'firebase-admin/app';
import { getStorage } from 'firebase-admin/storage';
import type { SkinImages } from '@lab/domain/handlers';
import { createStorageImages, type ImageBucket } from './storage-images';

export function openStorageImages(app: App): SkinImages {
  const bucket: ImageBucket = getStorage(app).bucket();
  // firebase-admin sends the writes to the Storage emulator when this is set; the URLs must follow.
  return createStorageImages(bucket, { emulatorHost: process.env.FIREBASE_STORAGE_EMULATOR_HOST || undefined });
}
