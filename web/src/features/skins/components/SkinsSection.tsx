import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { useChooseSkin } from '../hooks/use-choose-skin';
import { useSkins } from '../hooks/use-skins';
import { NewSkinForm } from './NewSkinForm';
import { SkinList } from './SkinList';
import './skins.css';

/**
 * The skins manager: the user's skins to choose from and, once logged into a skin, the form for a
 * new one. The menu shows it under SKINS; `/` shows it (as SkinsManager) before a skin is chosen.
 */
export function SkinsSection({ headingLevel = 2 }: { headingLevel?: 1 | 2 }) {
  const authUser = useSession((s) => s.authUser);
  const authReady = useSession((s) => s.authReady);
  const loggedIntoSkin = useSession((s) => s.stored.skinLogado === 'true');
  const current = useSession((s) => s.stored.skinLogadoUser);
  const Heading = headingLevel === 1 ? 'h1' : 'h2';

  return (
    <section className="skins" aria-labelledby="skins-heading">
      <Heading id="skins-heading" className="skins__heading">
        Suas skins
      </Heading>
      {!authReady || !authUser ? <Loading /> : <SkinsOf uid={authUser.uid} current={current} />}
      {authUser && loggedIntoSkin && <NewSkinFormThatOpensTheSkin />}
    </section>
  );
}

function SkinsOf({ uid, current }: { uid: string; current: string | null }) {
  const state = useSkins(uid);
  const choose = useChooseSkin();
  if (state.status === 'loading') return <Loading />;
  if (state.status === 'error') {
    return (
      <p className="skins__state skins__state--error" role="alert">
        Erro ao carregar skins.
      </p>
    );
  }
  if (state.skins.length === 0) return <p className="skins__state">Nenhuma skin encontrada.</p>;
  return <SkinList skins={state.skins} current={current} onChoose={choose} />;
}

function NewSkinFormThatOpensTheSkin() {
  const choose = useChooseSkin();
  return <NewSkinForm onCreated={choose} />;
}
