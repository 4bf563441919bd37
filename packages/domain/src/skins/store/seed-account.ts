import * as z from 'zod/mini';
import type { SeedAccount } from '../seed';

/** An Auth account of the seed (and of the demo, which grows from it): not a document, so no entity of the model. */
export const seedAccountSchema = z.object({
  uid: z.string(),
  email: z.string(),
  displayName: z.string(),
  givenName: z.string(),
  photoURL: z.string(),
  admin: z.boolean(),
});

/** True when A and B are the same type, not merely assignable one way. */
type Same<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
// A field added, dropped or retyped on one side only fails the build here.
const _schemaMatchesType: Same<z.output<typeof seedAccountSchema>, SeedAccount> = true;
