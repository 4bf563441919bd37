/**
 * The project's one seed (emulator-data/seed.json), as the emulators and the demo load it, for the
 * tests that check a handler against the data people see first. The Functions' seed test checks its shape.
 */
import seedJson from '../../../../../emulator-data/seed.json';
import type { Seed } from '../../skins/seed';

/** A fresh copy each time, so a test may change what it was given. */
export function readSeed(): Seed {
  return structuredClone(seedJson);
}
