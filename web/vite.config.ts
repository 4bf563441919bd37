import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The backend is chosen at build time (VITE_BACKEND=firebase|demo) and injected as constants, so
 * the unused adapter is never bundled and jest needs no import.meta.
 */
const backend = process.env.VITE_BACKEND === 'firebase' ? 'firebase' : 'demo';
const useEmulators = process.env.VITE_USE_EMULATORS === 'true';
const firebaseConfig = {
  apiKey: process.env.VITE_FIREBASE_API_KEY ?? 'demo-api-key',
  authDomain: process.env.VITE_FIREBASE_AUTH_DOMAIN ?? 'demo-lab-portfolio.firebaseapp.com',
  projectId: process.env.VITE_FIREBASE_PROJECT_ID ?? 'demo-lab-portfolio',
  appId: process.env.VITE_FIREBASE_APP_ID ?? 'demo-app-id',
};

export default defineConfig({
  plugins: [react()],
  define: {
    __APP_BACKEND__: JSON.stringify(backend),
    __USE_EMULATORS__: JSON.stringify(useEmulators),
    __FIREBASE_CONFIG__: JSON.stringify(firebaseConfig),
  },
  resolve: {
    alias: {
      '@seed': here('../emulator-data'),
    },
  },
  server: { port: 5173, strictPort: false, fs: { allow: [here('..')] } },
  preview: { port: 4173 },
  build: {
    outDir: process.env.VITE_OUT_DIR ?? 'dist',
    target: 'es2022',
    sourcemap: process.env.VITE_SOURCEMAP === 'true',
    // Every browser the site targets supports modulepreload natively; the polyfill only adds bytes.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // React, its DOM renderer, the router and the store: every page needs them, and they
            // change less often than the app, so they are cached apart as one chunk.
            { name: 'vendor', test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zustand|use-sync-external-store)[\\/]/ },
            // The app's small shared modules (domain core, shared UI, layout) travel as one chunk
            // instead of a handful of sub-kilobyte ones, each with its own request. The list
            // pieces only signed-in screens use (Avatar, DateText, LiveList) stay with them.
            {
              name: 'app-shared',
              test: /[\\/](web[\\/]src[\\/]shared[\\/](ui[\\/](?!Avatar|DateText|LiveList)|layout[\\/]|lazy[\\/]|session[\\/]|config[\\/])|packages[\\/]domain[\\/]src[\\/][\\w.-]+\.ts$)|preload-helper/,
            },
          ],
        },
      },
    },
  },
});
