/** The card form that is open, if any: a new card in a container, or an existing card. */
export type Editing = { containerId: string; cardId: string | null } | null;
