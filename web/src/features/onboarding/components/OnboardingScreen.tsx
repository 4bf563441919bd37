import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { isDefaultSkinName } from '@lab/domain/skins';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { useStartSkin } from '../hooks/use-start-skin';
import { NameStep, type NameChoice } from './NameStep';
import { StartStep } from './StartStep';
import './onboarding.css';

/**
 * `menu/{userId}/primeiros-passos`: a new creator's first minutes. Her name and the address made
 * from it, then where to start (a model or an empty page), then the studio. The skin the first
 * sign-in drew (`User4823`) becomes hers at that address, so no page stays public under a name she
 * did not choose.
 */
export function OnboardingScreen() {
  const appPaths = useAppPaths();
  const authUser = useSession((s) => s.authUser);
  const drawn = useSession((s) => s.stored.skinLocal);
  const navigate = useNavigate();
  const [name, setName] = useState<NameChoice | null>(null);
  const [step, setStep] = useState<'nome' | 'inicio'>('nome');
  const start = useStartSkin();
  if (!authUser) return <Loading />;
  if (!drawn || !isDefaultSkinName(drawn)) {
    return (
      <div className="onboarding">
        <p className="onboarding__lead">Sua página já tem um endereço escolhido por você.</p>
        {drawn ? (
          <Link className="neon-button neon-button--filled" to={appPaths.studio(authUser.uid, drawn)}>
            Abrir o editor
          </Link>
        ) : null}
      </div>
    );
  }
  return (
    <div className="onboarding">
      <p className="onboarding__progress">Passo {step === 'nome' ? 1 : 2} de 3</p>
      {step === 'nome' || !name ? (
        <NameStep
          initial={name}
          onNext={(choice) => {
            setName(choice);
            setStep('inicio');
          }}
        />
      ) : (
        <StartStep
          address={name.endereco}
          pending={start.pending}
          error={start.error}
          onBack={() => setStep('nome')}
          onStart={(modelo) =>
            void start.run({ skin: drawn, username: name.endereco, nomeExibicao: name.nome, modelo }).then((skin) => {
              if (skin) void navigate(appPaths.studio(authUser.uid, skin.username), { state: { primeirosPassos: true } });
            })
          }
        />
      )}
    </div>
  );
}
