import { Link } from 'react-router-dom';

/** The spec's alert when no skin has the name in the address. */
export function UnknownSkin() {
  return (
    <main className="notice-screen">
      <div className="notice-card">
        <p role="alert">Nenhuma skin ou usuário correspondente foi encontrado.</p>
        <Link className="button" to="/">
          LOGIN
        </Link>
      </div>
    </main>
  );
}
