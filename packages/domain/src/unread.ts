/** The unread counters a conversation and (summed) its contact carry, one per side. */
export interface UnreadCounters {
  naoLidasLab?: number;
  naoLidasVisitante?: number;
}

/**
 * What a viewer has not read: the lab side's count for owners (both owners answer for the lab and
 * share it), the visitor side's for everyone else. Older data has neither: 0.
 */
export function unreadFor(doc: UnreadCounters, viewerIsOwner: boolean): number {
  const value = viewerIsOwner ? doc.naoLidasLab : doc.naoLidasVisitante;
  return typeof value === 'number' && value > 0 ? value : 0;
}
