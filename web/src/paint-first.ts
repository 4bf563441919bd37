/** The entry a prerendered skin page links in place of main.tsx: see app/paint-first.ts. */
import { startAppAfterFirstPaint } from './app/paint-first';

startAppAfterFirstPaint(document, window);
