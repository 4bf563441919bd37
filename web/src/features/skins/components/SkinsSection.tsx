import { useState } from 'react';
import type { SkinDoc } from '@lab/domain';
import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { useChooseSkin } from '../hooks/use-choose-skin';
import { useDeleteSkin } from '../hooks/use-delete-skin';
import { useSkinFiles } from '../hooks/use-skin-files';
import { refusalMessage } from '../../../shared/backend/refusal-message';
import { useSkins } from '../hooks/use-skins';
import { ConfirmDeleteSkinDialog } from './ConfirmDeleteSkinDialog';
import { DuplicateSkinDialog } from './DuplicateSkinDialog';
import { ImportSkinForm } from './ImportSkinForm';
import { NewSkinForm } from './NewSkinForm';
import { OpenAnyStudioForm } from './OpenAnyStudioForm';
import { SkinDomainForm } from './SkinDomainForm';
import { SkinList } from './SkinList';
import './skins.css';

/** What the manager says when asked to delete the skin this session is using. */
export const SKIN_IN_SESSION_MESSAGE =
  'A skin em uso nesta sessão não pode ser excluída. Entre com outra skin antes de excluí-la.';

/**
 * The skins manager: the user's skins to choose from, edit in the studio or delete and, once
 * logged into a skin, the form for a new one. The menu shows it under SKINS; `/` shows it (as
 * SkinsManager) before a skin is chosen. Owners may also open any skin's studio by its name.
 */
export function SkinsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const authUser = useSession((s) => s.authUser);
  const authReady = useSession((s) => s.authReady);
  const loggedIntoSkin = useSession((s) => s.stored.skinLogado === 'true');
  const current = useSession((s) => s.stored.skinLogadoUser);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  // A domain saved below shows beside its skin in the list: the list reads again.
  const [changes, setChanges] = useState(0);

  return (
    <section className="skins" aria-labelledby="skins-heading">
      <Heading id="skins-heading" className="skins__heading">
        Suas skins
      </Heading>
      {!authReady || !authUser ? <Loading /> : <SkinsOf key={changes} uid={authUser.uid} current={current} />}
      {authUser && loggedIntoSkin && <NewSkinFormThatOpensTheSkin />}
      {authUser?.admin && <OpenAnyStudioForm uid={authUser.uid} />}
      {authUser?.admin && <SkinDomainForm onChanged={() => setChanges((n) => n + 1)} />}
    </section>
  );
}

function SkinsOf({ uid, current }: { uid: string; current: string | null }) {
  const state = useSkins(uid);
  const choose = useChooseSkin();
  const deleteSkin = useDeleteSkin();
  const files = useSkinFiles();
  const [asking, setAsking] = useState<string | null>(null);
  const [copying, setCopying] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const askToDelete = (skin: SkinDoc) => {
    if (skin.username === current) {
      setNotice(SKIN_IN_SESSION_MESSAGE);
      return;
    }
    setNotice(null);
    setAsking(skin.username);
  };
  const confirmDeletion = async () => {
    const skin = asking;
    setAsking(null);
    if (skin === null) return;
    setNotice(`Excluindo a skin ${skin}...`);
    setNotice((await deleteSkin(skin)).message);
    state.reload();
  };

  const exportSkin = async (skin: SkinDoc) => {
    try {
      await files.exportSkin(skin.username);
      setNotice(`Skin ${skin.username} exportada: o download começou.`);
    } catch (error) {
      setNotice(refusalMessage(error, 'Erro ao exportar a skin.'));
    }
  };
  const made = (verb: string) => (skin: SkinDoc) => {
    setCopying(null);
    setNotice(`Skin ${skin.username} ${verb}.`);
    state.reload();
  };

  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <p className="skins__state skins__state--error" role="alert">
        Erro ao carregar skins.
      </p>
    );
  }
  return (
    <>
      {state.skins.length === 0 ? (
        <p className="skins__state">Nenhuma skin encontrada.</p>
      ) : (
        <SkinList
          uid={uid}
          skins={state.skins}
          current={current}
          onChoose={choose}
          onDuplicate={(skin) => setCopying(skin.username)}
          onExport={(skin) => void exportSkin(skin)}
          onDelete={askToDelete}
        />
      )}
      <p className="skins__state skins__notice" role="status">
        {notice}
      </p>
      <ConfirmDeleteSkinDialog skin={asking} onConfirm={() => void confirmDeletion()} onCancel={() => setAsking(null)} />
      <DuplicateSkinDialog skin={copying} onDuplicated={made('criada')} onCancel={() => setCopying(null)} />
      <ImportSkinForm onImported={made('importada')} />
    </>
  );
}

function NewSkinFormThatOpensTheSkin() {
  const choose = useChooseSkin();
  return <NewSkinForm onCreated={choose} />;
}
