/** The inbox side's lead pipeline: each conversation's stage and proposal value, with their history. */
export * from './stages';
export * from './store/lead-port';
