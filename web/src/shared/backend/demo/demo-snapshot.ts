/**
 * The check a saved snapshot passes before it replaces the seed: every document parses with its
 * entity's schema and every account is an account. Data saved by an older or broken build is
 * dropped rather than shown. A module of its own, loaded only when a snapshot exists, so a first
 * visit never downloads zod.
 */
import * as z from 'zod/mini';
import { parseDocument, seedAccountSchema } from '@lab/domain/store';
import type { DemoSnapshot } from './demo-persistence';

const snapshotSchema = z.object({
  seedFingerprint: z.string(),
  revision: z.number(),
  docs: z.record(z.string(), z.record(z.string(), z.unknown())),
  accounts: z.array(seedAccountSchema),
});

/** Null when the snapshot is data the demo can run on; otherwise what is wrong with it. */
export function snapshotProblem(saved: DemoSnapshot): string | null {
  const shape = snapshotSchema.safeParse(saved);
  if (!shape.success) return `snapshot: ${shape.error.issues.map((issue) => issue.path.join('.')).join(', ')}`;
  for (const [path, data] of Object.entries(saved.docs)) {
    const parsed = parseDocument(path, data);
    if (!parsed.ok) return `${path}: ${parsed.problem}`;
  }
  return null;
}
