import { MY_DATA_SECTION_LABELS, MY_DATA_SECTIONS, type MyDataExport } from '@lab/domain/privacy';
import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { useExportMyData } from '../hooks/use-export-my-data';
import { DeleteAccount } from './DeleteAccount';
import './my-data.css';

/**
 * `menu/{userId}/meus-dados`: what the site keeps about the account, and the file that holds all of it
 * (the right of access and of portability), how much of each there was once downloaded, and the
 * account's deletion.
 */
export function MyDataScreen() {
  const authUser = useSession((s) => s.authUser);
  if (!authUser) return <Loading />;
  return (
    <div className="my-data">
      <MyDataFile />
      <DeleteAccount uid={authUser.uid} />
    </div>
  );
}

function MyDataFile() {
  const { state, download } = useExportMyData();
  return (
    <section aria-labelledby="my-data-title">
      <h2 id="my-data-title" className="my-data__title">
        O que o site guarda sobre você
      </h2>
      <ul className="my-data__sections">
        {MY_DATA_SECTIONS.map((section) => (
          <li key={section}>
            {MY_DATA_SECTION_LABELS[section]}
            {state.status === 'done' && <Count file={state.file} section={section} />}
          </li>
        ))}
      </ul>
      <p className="my-data__note">
        O arquivo traz cada um desses registros completo, em JSON, com o lugar onde ele fica guardado.
      </p>
      <button
        type="button"
        className="neon-button neon-button--filled"
        onClick={() => void download()}
        disabled={state.status === 'working'}
      >
        {state.status === 'working' ? 'Gerando arquivo...' : 'Baixar meus dados'}
      </button>
      <p className="my-data__status" role="status" aria-live="polite">
        {state.status === 'done' && 'Arquivo gerado. O download começou.'}
      </p>
      {state.status === 'error' && (
        <p className="my-data__error" role="alert">
          {state.message}
        </p>
      )}
    </section>
  );
}

function Count({ file, section }: { file: MyDataExport; section: (typeof MY_DATA_SECTIONS)[number] }) {
  const count = file.secoes[section].length;
  return <span className="my-data__count">: {count === 1 ? '1 registro' : `${count.toLocaleString('pt-BR')} registros`}</span>;
}
