import { SITE_OWNER_SKIN } from '../kernel/constants';
import type { ContatoDoc } from '../kernel/types';

/** The unread counters a conversation and (summed) its contact carry, one per side. */
export interface UnreadCounters {
  naoLidasLab?: number;
  naoLidasVisitante?: number;
}

/** The skin whose inbox a contact is in: the one whose form opened it, the site's own for older contacts. */
export function inboxOf(contact: Pick<ContatoDoc, 'destino'>): string {
  return contact.destino ?? SITE_OWNER_SKIN;
}

/** Who reads: their account, whether they are an owner, and the skin they are signed in as. */
export interface ReadingViewer {
  uid: string;
  admin: boolean;
  skin: string;
}

/**
 * The side whose counts a viewer reads on a contact or conversation: the inbox's (`naoLidasLab`) when
 * the viewer's skin is the inbox, or when an owner looks at the site's own inbox (both owners answer
 * for it and share it); the visitor's when the viewer is the other participant. Null when the viewer
 * is neither, as an owner looking at a creator's contact.
 */
export function readingSide(
  doc: { destino?: string; uids?: readonly string[] },
  viewer: ReadingViewer,
): keyof UnreadCounters | null {
  const inbox = inboxOf(doc);
  if (viewer.skin === inbox || (viewer.admin && inbox === SITE_OWNER_SKIN)) return 'naoLidasLab';
  return (doc.uids ?? []).includes(viewer.uid) ? 'naoLidasVisitante' : null;
}

/** What a viewer has not read; older data has no counters: 0. */
export function unreadFor(doc: UnreadCounters & { destino?: string; uids?: readonly string[] }, viewer: ReadingViewer): number {
  const side = readingSide(doc, viewer);
  const value = side === null ? undefined : doc[side];
  return typeof value === 'number' && value > 0 ? value : 0;
}
