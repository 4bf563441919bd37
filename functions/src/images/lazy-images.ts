import type { OwnImageAddresses } from '@lab/domain/studio';
import type { SkinImages } from '@lab/domain/handlers';

/**
 * SkinImages opened on first use, like the Store: the Functions runtime loads index.ts to discover the
 * callables, and deploy analysis must neither initialise firebase-admin nor load sharp's native
 * library. `open` is async so that index.ts can import the real adapter with import(), which the
 * bundle keeps out of the startup path. `ownAddresses` is known before: editSkin needs it unopened.
 */
export function lazyImages(open: () => Promise<SkinImages>, ownAddresses: OwnImageAddresses): SkinImages {
  let opening: Promise<SkinImages> | null = null;
  const target = (): Promise<SkinImages> => {
    opening ??= open().catch((error: unknown) => {
      // A failed open (a cold start that could not load sharp, say) is retried by the next call.
      opening = null;
      throw error;
    });
    return opening;
  };
  return {
    ownAddresses,
    put: async (input) => (await target()).put(input),
    remove: async (image) => (await target()).remove(image),
    deleteAll: async (uid, skinId) => (await target()).deleteAll(uid, skinId),
    read: async (url) => (await target()).read(url),
  };
}
