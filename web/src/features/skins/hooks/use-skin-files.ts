import { useMemo } from 'react';
import { DomainError, MESSAGES, type SkinDoc } from '@lab/domain/kernel';
import { skinFileOf } from '@lab/domain/skins';
import { useBackend } from '../../../shared/backend/context';
import { downloadJson } from '../../../shared/files/download-json';

export interface SkinFiles {
  /** **Duplicar**: the skin's whole tree under `username`. */
  duplicate: (skin: string, username: string) => Promise<SkinDoc>;
  /** **Importar**: a new skin from the file the person picked; a file that is not JSON is refused here. */
  importFile: (username: string, file: Blob) => Promise<SkinDoc>;
  /** **Exportar**: the skin's file (docs/skin-file.md), downloaded as `{skin}.lab-skin.json`. */
  exportSkin: (skin: string) => Promise<void>;
}

/** The text of a picked file (FileReader: every browser, and jsdom, read it the same way). */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('Erro ao ler o arquivo.'));
    reader.readAsText(file);
  });
}

export function useSkinFiles(): SkinFiles {
  const backend = useBackend();
  return useMemo(
    () => ({
      duplicate: (skin, username) => backend.call('duplicateSkin', { skin, username }),
      importFile: async (username, file) => {
        let arquivo: unknown;
        try {
          arquivo = JSON.parse(await readText(file));
        } catch {
          throw new DomainError('invalid-argument', MESSAGES.skinFileNotASkin);
        }
        return backend.call('importSkin', { username, arquivo });
      },
      // Built from the studio's own read of the tree: what the person may read is what they download.
      exportSkin: async (skin) => {
        const site = await backend.loadSkinTree(skin);
        if (!site) throw new DomainError('not-found', MESSAGES.skinNotFound);
        // What the moderation hid is not handed out as a file to publish again elsewhere (or here).
        if (site.skin.oculta) throw new DomainError('failed-precondition', MESSAGES.hiddenSkinNotCopied);
        downloadJson(`${skin}.lab-skin.json`, skinFileOf(site));
      },
    }),
    [backend],
  );
}
