/** When a card or a container shows: its window, the rule, the schema every writer checks it with. */
export * from './window';
export * from './schema';
export * from './problem';
