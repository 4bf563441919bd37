import { useSyncExternalStore } from 'react';
import { isValidSkinName } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';

/**
 * The address does not change under the notice; but a hydrating page starts from the server's
 * snapshot, and React looks at the address again only when told to, so it is told once.
 */
const lookOnce = (notify: () => void) => {
  const timer = setTimeout(notify, 0);
  return () => clearTimeout(timer);
};
/** The skin named by `#de=` (a skin's footer link sets it), when it could be one. */
const fromSkin = () => {
  const named = new URLSearchParams(window.location.hash.slice(1)).get('de');
  return named !== null && isValidSkinName(named) ? named : null;
};

/**
 * The way back from the notice: to the skin the visitor came from, else home. Read from the address
 * after hydrating (the server's snapshot is "home"), since the prerendered notice is one page for all.
 */
export function BackFromPrivacy() {
  const appPaths = useAppPaths();
  const skin = useSyncExternalStore(lookOnce, fromSkin, () => null);
  return skin ? (
    <a className="neon-button privacy__back" href={appPaths.skinHome(skin)}>
      Voltar para {skin}
    </a>
  ) : (
    <a className="neon-button privacy__back" href={appPaths.root()}>
      Voltar ao início
    </a>
  );
}
