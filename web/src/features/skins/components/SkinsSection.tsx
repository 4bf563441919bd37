import { useState } from 'react';
import type { SkinDoc } from '@lab/domain/kernel';
import type { UndoTicket } from '@lab/domain/deletions';
import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { UndoNotice } from '../../../shared/ui/UndoNotice';
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
  // The last deletion, while it may be undone: its notice carries Desfazer.
  const [deleted, setDeleted] = useState<DeletedSkin | null>(null);
  const say = (text: string | null) => {
    setDeleted(null);
    setNotice(text);
  };

  const askToDelete = (skin: SkinDoc) => {
    if (skin.username === current) {
      say(SKIN_IN_SESSION_MESSAGE);
      return;
    }
    say(null);
    setAsking(skin.username);
  };
  const confirmDeletion = async () => {
    const skin = asking;
    setAsking(null);
    if (skin === null) return;
    say(`Excluindo a skin ${skin}...`);
    const outcome = await deleteSkin(skin);
    if (outcome.undo) setDeleted({ skin, message: outcome.message, undo: outcome.undo });
    else say(outcome.message);
    state.reload();
  };

  const exportSkin = async (skin: SkinDoc) => {
    try {
      await files.exportSkin(skin.username);
      say(`Skin ${skin.username} exportada: o download começou.`);
    } catch (error) {
      say(refusalMessage(error, 'Erro ao exportar a skin.'));
    }
  };
  const made = (verb: string) => (skin: SkinDoc) => {
    setCopying(null);
    say(`Skin ${skin.username} ${verb}.`);
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
      <SkinsNotice notice={notice} deleted={deleted} onUndone={state.reload} />
      <ConfirmDeleteSkinDialog skin={asking} onConfirm={() => void confirmDeletion()} onCancel={() => setAsking(null)} />
      <DuplicateSkinDialog skin={copying} onDuplicated={made('criada')} onCancel={() => setCopying(null)} />
      <ImportSkinForm onImported={made('importada')} />
    </>
  );
}

interface DeletedSkin {
  skin: string;
  message: string;
  undo: UndoTicket;
}

/** The manager's one line of news: the last deletion with its Desfazer while it lasts, or any other notice. */
function SkinsNotice({
  notice,
  deleted,
  onUndone,
}: {
  notice: string | null;
  deleted: DeletedSkin | null;
  onUndone: () => void;
}) {
  if (!deleted) {
    return (
      <p className="skins__state skins__notice" role="status">
        {notice}
      </p>
    );
  }
  return (
    <UndoNotice
      key={deleted.undo.id + String(deleted.undo.until)}
      className="skins__state skins__notice"
      message={deleted.message}
      undo={deleted.undo}
      restoredMessage={`Skin ${deleted.skin} restaurada.`}
      onUndone={onUndone}
    />
  );
}

function NewSkinFormThatOpensTheSkin() {
  const choose = useChooseSkin();
  return <NewSkinForm onCreated={choose} />;
}
