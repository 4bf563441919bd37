/**
 * The SkinImages of the Functions emulator when the Storage emulator is not running (its JAR cannot
 * be downloaded offline). firebase-admin would then write to the real Cloud Storage and fail, so an
 * upload is refused with a message saying why, a skin's deletion has no files to remove and no
 * address is one of its own images.
 */
import { HTTPS_ONLY } from '@lab/domain/studio';
import { ImagesUnavailableError, type SkinImages } from '@lab/domain/handlers';

export function unavailableImages(): SkinImages {
  return {
    ownAddresses: HTTPS_ONLY,
    put: async () => {
      throw new ImagesUnavailableError();
    },
    remove: async () => undefined,
    deleteAll: async () => undefined,
    // It stored nothing, so no address is one of its own: a skin file's https images stay as they are.
    read: async () => null,
  };
}
