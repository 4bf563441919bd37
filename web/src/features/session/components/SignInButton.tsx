import { useState } from 'react';
import { useBackend } from '../../../shared/backend/context';
import { useSignIn } from '../hooks/use-sign-in';
import { AccountBeingDeleted } from './AccountBeingDeleted';
import { AccountChooser } from './AccountChooser';
import './session.css';

/**
 * The login screen's Google button. Where the backend has an account chooser (the demo, the
 * emulators) it first asks which account to use; in production it opens Google's own popup.
 */
export function SignInButton({ className }: { className?: string }) {
  const backend = useBackend();
  const { signIn, pending, error, deleting, resume } = useSignIn();
  const [choosing, setChoosing] = useState(false);
  const chooser = backend.accountChooser;

  if (deleting) return <AccountBeingDeleted ticket={deleting} onKept={() => void resume()} />;

  const start = () => {
    if (chooser) setChoosing(true);
    else void signIn();
  };

  return (
    <div className="sign-in">
      <button
        type="button"
        className={['sign-in__google', className].filter(Boolean).join(' ')}
        onClick={start}
        disabled={pending}
        aria-busy={pending}
      >
        <GoogleGlyph />
        <span>{pending ? 'Entrando...' : 'Entrar com Google'}</span>
      </button>
      {error && (
        <p className="sign-in__error" role="alert">
          {error}
        </p>
      )}
      {chooser && (
        <AccountChooser
          chooser={chooser}
          open={choosing}
          onClose={() => setChoosing(false)}
          onChoose={(uid) => {
            setChoosing(false);
            void signIn(uid);
          }}
        />
      )}
    </div>
  );
}

function GoogleGlyph() {
  return (
    <svg className="sign-in__glyph" viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.4 30.2 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.8 6C12.4 13.7 17.7 9.5 24 9.5z"
      />
      <path fill="#4285F4" d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.1-10 7.1-17.5z" />
      <path
        fill="#FBBC05"
        d="M10.5 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.8-4.7l-7.8-6A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.7l7.9-6z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.3 0-11.6-4.2-13.5-10l-7.9 6C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}
