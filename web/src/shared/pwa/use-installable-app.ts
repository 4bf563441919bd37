import { useEffect } from 'react';
import { linkAppManifest } from './app-head';
import { registerAppServiceWorker } from './service-worker-registration';

/**
 * For the signed-in area's shell: links the manifest while it is shown and registers the worker that
 * lets the area open offline and receive notices. A public page never runs it.
 */
export function useInstallableApp(): void {
  useEffect(() => {
    void registerAppServiceWorker();
    return linkAppManifest(document);
  }, []);
}
