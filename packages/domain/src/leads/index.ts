/** The inbox side's lead pipeline: each conversation's private lead document (leads/), its stage and history. */
export * from './stages';
export * from './lead-doc';
export * from './store/lead-port';
export { DELETED_MOVER, deleteLeadsOf, leadDocsOf } from './store/lead-privacy';
