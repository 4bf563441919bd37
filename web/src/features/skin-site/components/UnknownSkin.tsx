import { Link } from 'react-router-dom';
import { PUBLIC_MESSAGES } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import './skin-site.css';

const ALERTS = {
  'not-found': 'Nenhuma skin ou usuário correspondente foi encontrado.',
  'invalid-name': 'Usuário não encontrado. Verifique o username e tente novamente.',
} as const;

/**
 * The product's alerts for an address that names no skin: none has that name, or the name cannot be a
 * skin's username at all (so the person should check how they typed it).
 */
export function UnknownSkin({ missing }: { missing: keyof typeof ALERTS | 'hidden' }) {
  const appPaths = useAppPaths();
  if (missing === 'hidden') return <HiddenSkin />;
  return (
    <main className="notice-screen">
      <div className="notice-card">
        <p role="alert">{ALERTS[missing]}</p>
        <Link className="button" to={appPaths.root()}>
          LOGIN
        </Link>
      </div>
    </main>
  );
}

/** A skin the moderation hid: the server answers its every address with 410 and this same text. */
function HiddenSkin() {
  return (
    <main className="notice-screen">
      <div className="notice-card">
        <h1>{PUBLIC_MESSAGES.skinUnavailableTitle}</h1>
        <p role="alert">{PUBLIC_MESSAGES.skinUnavailableText}</p>
      </div>
    </main>
  );
}
