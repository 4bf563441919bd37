/**
 * Which app a build makes, decided once from the environment, and refused when it cannot be right:
 * the demo backend and the emulator wiring are for `demo-` projects only, so neither can be built
 * (and so deployed) for a real Firebase project, and a Firebase build needs the whole web config.
 */
import { allows, directiveSources } from './csp';

export type BackendKind = 'firebase' | 'demo';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  /** The sender FCM's web tokens are issued for (push notices); demo and emulator builds have none. */
  messagingSenderId?: string;
}

/** Firebase App Check on the web: what proves a contact message comes from the site. */
export interface AppCheckWebConfig {
  /** The reCAPTCHA Enterprise site key; required by a build for a real project. */
  siteKey: string;
}

/** Who answers for the personal data the site keeps (the LGPD's controlador), as the privacy notice names them. */
export interface DataController {
  nome: string;
  email: string;
}

/** The example demo and emulator builds show, like the rest of the seed's people. */
export const EXAMPLE_CONTROLLER: DataController = { nome: 'Estúdio Lab (exemplo)', email: 'privacidade@lab.exemplo.com.br' };

/** The controller a build names: the environment's, else the example. */
export function controllerOf(env: Record<string, string | undefined>): DataController {
  return {
    nome: env.VITE_CONTROLADOR_NOME ?? EXAMPLE_CONTROLLER.nome,
    email: env.VITE_CONTROLADOR_EMAIL ?? EXAMPLE_CONTROLLER.email,
  };
}

export interface BuildTarget {
  backend: BackendKind;
  useEmulators: boolean;
  /** The site's canonical origin, which robots.txt names: it is a file of the build (see src/ssr/robots.ts). */
  siteOrigin: string;
  firebase: FirebaseWebConfig;
  /**
   * Null in emulator builds: the Functions emulator does not enforce App Check, and the SDK's debug
   * mode would exchange its token with Google, so those builds make no request to Google at all.
   */
  appCheck: AppCheckWebConfig | null;
  /** VITE_CONTROLADOR_NOME and VITE_CONTROLADOR_EMAIL; required by a build for a real project. */
  controller: DataController;
  /**
   * The web push certificate's public key (VITE_FIREBASE_VAPID_KEY) FCM issues tokens under; null
   * where no FCM can be reached (demo and emulator builds), which then offer no push of FCM's.
   */
  pushVapidKey: string | null;
}

export class BuildTargetError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BuildTargetError';
  }
}

/** The credential-free project the emulators and the demo use. */
export const DEMO_PROJECT_ID = 'demo-lab-portfolio';

const isDemoProject = (projectId: string): boolean => projectId.startsWith('demo-');

/** Where Hosting serves a demo- project's build: the Hosting emulator (firebase.json's emulators.hosting). */
const HOSTING_EMULATOR_ORIGIN = 'http://127.0.0.1:5000';

/**
 * SITE_URL when set (the functions pin their links to it too), else a real project's site, which
 * the web config's auth domain names (Hosting serves /__/auth/ on it), else the Hosting emulator.
 */
function siteOrigin(env: Record<string, string | undefined>, real: boolean): string {
  if (env.SITE_URL) return env.SITE_URL.replace(/\/+$/, '');
  return real ? `https://${env.VITE_FIREBASE_AUTH_DOMAIN ?? ''}` : HOSTING_EMULATOR_ORIGIN;
}

/**
 * `policy` is the site's Content-Security-Policy (firebase.json's): a real build whose auth domain it
 * would not let the page frame is refused, since Google sign-in runs in a frame of that domain.
 */
export function buildTarget(env: Record<string, string | undefined>, policy?: string): BuildTarget {
  const backend: BackendKind = env.VITE_BACKEND === 'firebase' ? 'firebase' : 'demo';
  if (env.VITE_BACKEND !== undefined && env.VITE_BACKEND !== 'firebase' && env.VITE_BACKEND !== 'demo') {
    throw new BuildTargetError(`VITE_BACKEND must be "firebase" or "demo", not "${env.VITE_BACKEND}".`);
  }
  const useEmulators = env.VITE_USE_EMULATORS === 'true';
  const projectId = env.VITE_FIREBASE_PROJECT_ID ?? DEMO_PROJECT_ID;
  const real = !isDemoProject(projectId);

  if (backend === 'demo' && real) {
    throw new BuildTargetError(
      `The demo backend cannot be built for the real project "${projectId}": set VITE_BACKEND=firebase for a deploy.`,
    );
  }
  if (useEmulators && real) {
    throw new BuildTargetError(
      `An emulator build cannot target the real project "${projectId}": emulators use demo- projects only.`,
    );
  }
  if (backend === 'firebase' && real) {
    const missing = [
      'VITE_FIREBASE_API_KEY',
      'VITE_FIREBASE_AUTH_DOMAIN',
      'VITE_FIREBASE_APP_ID',
      // Without it every anonymous contact message would be refused by App Check in production.
      'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY',
      'VITE_CONTROLADOR_NOME',
      'VITE_CONTROLADOR_EMAIL',
      // Without them no owner or creator could be told of a new message on their phone.
      'VITE_FIREBASE_MESSAGING_SENDER_ID',
      'VITE_FIREBASE_VAPID_KEY',
    ].filter((key) => !env[key]);
    if (missing.length > 0) throw new BuildTargetError(`A build for "${projectId}" needs ${missing.join(', ')}.`);
    const authOrigin = `https://${env.VITE_FIREBASE_AUTH_DOMAIN ?? ''}`;
    if (policy !== undefined && !allows(directiveSources(policy, 'frame-src'), authOrigin, siteOrigin(env, real))) {
      throw new BuildTargetError(
        `The site's Content-Security-Policy (firebase.json) does not allow frames of ${authOrigin}: add it to frame-src, or sign-in is blocked.`,
      );
    }
  }
  return {
    backend,
    useEmulators,
    siteOrigin: siteOrigin(env, real),
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      projectId,
      appId: env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
      ...(env.VITE_FIREBASE_MESSAGING_SENDER_ID ? { messagingSenderId: env.VITE_FIREBASE_MESSAGING_SENDER_ID } : {}),
    },
    appCheck: useEmulators ? null : { siteKey: env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY ?? '' },
    controller: controllerOf(env),
    pushVapidKey: real ? (env.VITE_FIREBASE_VAPID_KEY ?? null) : null,
  };
}
