/**
 * A declared read's documents become its rows here, on every adapter: each is parsed with its
 * entity's schema, so a malformed document is reported and left out instead of reaching a screen.
 */
import { DomainError } from '../kernel/errors';
import { MESSAGES } from '../kernel/messages';
import { parseEntity, type EntityCollection } from './entities';
import type { LiveRead, Viewer } from './live-reads';

/** A document as an adapter read it, its fields already in the domain's shape (dates as epoch ms). */
export interface ReadDocument {
  readonly id: string;
  readonly data: unknown;
}

export type MalformedReport = (id: string, problem: string) => void;

const warnMalformed =
  (collection: string): MalformedReport =>
  (id, problem) =>
    console.warn('Documento fora do formato ignorado:', `${collection}/${id}`, problem);

export function rowsOf<A, C extends EntityCollection, R>(
  read: LiveRead<A, C, R>,
  documents: readonly ReadDocument[],
  malformed: MalformedReport = warnMalformed(read.entity),
): R[] {
  return documents.flatMap((document) => {
    const parsed = parseEntity(read.entity, document.data);
    if (parsed.ok) return [read.row(document.id, parsed.data)];
    malformed(document.id, parsed.problem);
    return [];
  });
}

/** The refusal a read `allows` denies, as the SDK reports a rules denial: signed out, or not theirs. */
export function refusalOfRead<A, C extends EntityCollection, R>(
  read: LiveRead<A, C, R>,
  args: A,
  viewer: Viewer | null,
): DomainError | null {
  if (read.allows(args, viewer)) return null;
  return viewer === null
    ? new DomainError('unauthenticated', MESSAGES.unauthenticated)
    : new DomainError('permission-denied', MESSAGES.permissionDenied);
}
