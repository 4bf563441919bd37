/**
 * The Depoimentos flow's document paths, beside its slice rather than in the kernel's `paths`: the
 * public pages load that object whole, and none of them reads these.
 */
export const testimonialPaths = {
  /** users/{uid}/skins/{skinId}/depoimentosPendentes/{id}: quotes sent through her link, awaiting her (she reads them). */
  depoimentosPendentes: (uid: string, skinId: string) => `users/${uid}/skins/${skinId}/depoimentosPendentes`,
  depoimentoPendente: (uid: string, skinId: string, id: string) => `users/${uid}/skins/${skinId}/depoimentosPendentes/${id}`,
  /** users/{uid}/skins/{skinId}/depoimentoLinks/{containerId}: server-only, which link asks for a container's quotes now. */
  depoimentoLinks: (uid: string, skinId: string) => `users/${uid}/skins/${skinId}/depoimentoLinks`,
  depoimentoLink: (uid: string, skinId: string, containerId: string) =>
    `users/${uid}/skins/${skinId}/depoimentoLinks/${containerId}`,
  /** linksDepoimento/{linkId}: server-only, a link's owner and its secret's SHA-256. */
  linkDepoimento: (linkId: string) => `linksDepoimento/${linkId}`,
} as const;
