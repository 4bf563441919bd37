import { MalformedSnapshotError, type PublishedDecoder } from '../published-reads';
import { parseEntity } from '../../store/entities';

/** The snapshot decoder of the server and the demo: the entity schemas (see PublishedDecoder). */
export const decodePublished: PublishedDecoder = (collection, path, data) => {
  const parsed = parseEntity(collection, data);
  if (!parsed.ok) throw new MalformedSnapshotError(path, parsed.problem);
  return parsed.data as Record<string, unknown>;
};
