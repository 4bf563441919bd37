import { useCallback, useState } from 'react';
import type { MyDataExport } from '@lab/domain/privacy';
import { useBackend } from '../../../shared/backend/context';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { downloadJson } from '../../../shared/files/download-json';

export type ExportState =
  { status: 'idle' } | { status: 'working' } | { status: 'done'; file: MyDataExport } | { status: 'error'; message: string };

/** The file's name: the site, what it is and the day it was made. */
export const myDataFileName = (file: MyDataExport) => `meus-dados-lab-${file.geradoEm.slice(0, 10)}.json`;

/** **Baixar meus dados**: asks the server for the file and hands it over as a download. */
export function useExportMyData(): { state: ExportState; download: () => Promise<void> } {
  const backend = useBackend();
  const [state, setState] = useState<ExportState>({ status: 'idle' });
  const download = useCallback(async () => {
    setState({ status: 'working' });
    try {
      const file = await backend.call('exportMyData', {});
      downloadJson(myDataFileName(file), file);
      setState({ status: 'done', file });
    } catch (error) {
      console.error('Erro ao gerar o arquivo com seus dados:', error);
      setState({ status: 'error', message: refusalMessage(error, 'Erro ao gerar o arquivo com seus dados.') });
    }
  }, [backend]);
  return { state, download };
}
