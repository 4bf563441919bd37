/** Build-time constants injected by vite.config.ts (and by jest.config.cjs in tests). */
declare const __APP_BACKEND__: 'firebase' | 'demo';
declare const __USE_EMULATORS__: boolean;
declare const __FIREBASE_CONFIG__: {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId: string;
  messagingSenderId?: string;
};
declare const __APP_CHECK_CONFIG__: { siteKey: string } | null;
declare const __PUSH_VAPID_KEY__: string | null;
declare const __DATA_CONTROLLER__: { nome: string; email: string };

declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
