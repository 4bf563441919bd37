/**
 * Imported by the demo before the handlers: their schemas run in a page whose Content-Security-Policy
 * forbids eval. Told before the schemas are made, zod does not probe `new Function`, which the
 * browser reports as a violation. (The Functions keep zod's compiled parsers.)
 */
import { z } from 'zod';

z.config({ jitless: true });
