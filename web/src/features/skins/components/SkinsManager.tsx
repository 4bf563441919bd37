import { SkinsSection } from './SkinsSection';
import './skins.css';

export interface SkinsManagerProps {
  /** ENCERRAR; the app layer supplies the session feature's sign-out. */
  onSignOut: () => void;
}

/**
 * What `/` shows to someone signed in who has not chosen a skin yet (several skins, say): the
 * skins manager as a page of its own. With no skin chosen there is no menu yet, so ENCERRAR is
 * offered here.
 */
export function SkinsManager({ onSignOut }: SkinsManagerProps) {
  return (
    <div className="signed-in">
      <div className="skins-page__frame">
        <header className="skins-page__bar">
          <button type="button" className="neon-button neon-button--danger skins-page__signout" onClick={onSignOut}>
            ENCERRAR
          </button>
        </header>
        <main>
          <SkinsSection headingLevel={1} />
        </main>
      </div>
    </div>
  );
}
