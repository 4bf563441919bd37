/** The entry a prerendered skin page links in place of main.tsx: see ssr/paint-first.ts. */
import { startAppAfterFirstPaint } from './ssr/paint-first';

startAppAfterFirstPaint(document, window);
