import type { ReactNode } from 'react';
import { FadeIn } from '../../../shared/ui/FadeIn';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { LabLogo } from './LabLogo';
import './login.css';

/** The login screen fades in after two seconds. */
export const LOGIN_FADE_IN_MS = 2000;

export interface LoginScreenProps {
  /** The Google sign-in button; the app layer supplies the session feature's. */
  signIn: ReactNode;
}

/**
 * "/" for a visitor who is not signed in: logo, tagline, Google button and footer, fading in after
 * 2 s. The backdrop is there at once, so the wait reads as a dark stage rather than a blank page.
 */
export function LoginScreen({ signIn }: LoginScreenProps) {
  const appPaths = useAppPaths();
  const year = new Date().getFullYear();
  return (
    <div className="login-screen">
      <FadeIn delayMs={LOGIN_FADE_IN_MS} className="login-fade">
        <main className="login-card">
          <LabLogo />
          <h1 className="login-card__title">Lab</h1>
          <p className="login-card__kicker">laboratório autoral de software e design</p>
          <p className="login-card__tagline">Embarque com o Google e monte a sua skin no Lab.</p>
          <div className="login-card__action">{signIn}</div>
        </main>
        <footer className="login-footer">
          © {year} Lab · laboratório autoral de software e design · <a href={appPaths.privacy()}>Política de Privacidade</a>
        </footer>
      </FadeIn>
    </div>
  );
}
