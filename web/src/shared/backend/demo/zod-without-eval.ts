/**
 * Loaded before the demo backend's chunks (shared/backend/index.ts), whose modules make schemas (the
 * stored entities', the agenda's, the handlers'): they run in a page whose Content-Security-Policy
 * forbids eval. Told before the
 * schemas are made, zod does not probe `new Function`, which the browser reports as a violation. The
 * setting is zod's core's, shared by zod and zod/mini. (The Functions keep zod's compiled parsers.)
 */
import { config } from 'zod/mini';

config({ jitless: true });
