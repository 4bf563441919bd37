import { DomainError, MESSAGES, type ContatoDoc } from '@lab/domain/kernel';
import { useBackend } from '../../../shared/backend/context';
import { useMutation } from '../../../shared/hooks/use-mutation';
import { leadsCsv, leadsCsvName } from '../api/leads-csv';
import { readAllLeads, TooManyLeads } from '../api/read-all-leads';

export interface ExportCsvButtonProps {
  inbox: string;
  uid: string;
  /** The contacts the screen has: a signed-in visitor's address comes from hers. */
  contacts: readonly ContatoDoc[];
  now?: () => Date;
}

function accountEmails(contacts: readonly ContatoDoc[], inbox: string): (idContato: string) => string {
  return (idContato) =>
    contacts.find((c) => c.idContato === idContato)?.participantes.find((p) => p.chave !== inbox)?.email ?? '';
}

/** Reads all her leads and downloads them as `contatos-<skin>-<aaaa-mm-dd>.csv`. */
export function ExportCsvButton({ inbox, uid, contacts, now = () => new Date() }: ExportCsvButtonProps) {
  const backend = useBackend();
  const exporting = useMutation(
    async () => {
      try {
        return leadsCsv(await readAllLeads(backend, inbox, uid), accountEmails(contacts, inbox));
      } catch (error) {
        if (error instanceof TooManyLeads) throw new DomainError('resource-exhausted', MESSAGES.leadExportTooMany);
        throw error;
      }
    },
    { logAs: 'Erro ao exportar os contatos:', fallback: 'Erro ao exportar os contatos.' },
  );

  const download = async () => {
    const csv = await exporting.run();
    if (csv === null) return;
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = leadsCsvName(inbox, now());
    link.click();
    // The click has handed the file to the browser; the address is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <div className="pipeline__export">
      <button
        type="button"
        className="button"
        onClick={() => void download()}
        aria-busy={exporting.pending}
        disabled={exporting.pending}
      >
        Exportar CSV
      </button>
      {exporting.error && (
        <p className="pipeline__problem" role="alert">
          {exporting.error}
        </p>
      )}
    </div>
  );
}
