import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { controllerOf } from './config/build-target';

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * The server renderer: one self-contained ESM file (dist-ssr/ssr.mjs) with React, react-dom/server,
 * the router and the skin site's components inside, so the HTTPS function and `serve:demo` load it
 * with a plain import and no node_modules of the web app. It never reads a backend (the caller hands
 * it the SkinSite), so the backend constant names none and the adapters' chunks are left out.
 */
export default defineConfig({
  plugins: [react()],
  define: {
    __APP_BACKEND__: JSON.stringify('server'),
    __USE_EMULATORS__: 'false',
    __FIREBASE_CONFIG__: 'null',
    __APP_CHECK_CONFIG__: 'null',
    __PUSH_VAPID_KEY__: 'null',
    // The privacy notice is prerendered too: it names the same controller as the web build.
    __DATA_CONTROLLER__: JSON.stringify(controllerOf(process.env)),
    'process.env.NODE_ENV': JSON.stringify('production'),
  },
  resolve: {
    alias: { '@seed': here('../emulator-data') },
  },
  ssr: {
    // Bundled, not imported at run time: the function deploys without the web app's dependencies.
    noExternal: true,
    target: 'node',
  },
  build: {
    ssr: 'src/ssr/index.ts',
    outDir: 'dist-ssr',
    emptyOutDir: true,
    target: 'node20',
    minify: false,
    copyPublicDir: false,
    rolldownOptions: {
      output: {
        format: 'es',
        entryFileNames: 'ssr.mjs',
        // One file: the lazy screens the skin pages reach (card dialog, contact form) come inline.
        codeSplitting: false,
      },
    },
  },
});
