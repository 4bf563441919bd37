/** Moderation: reports, hidden skins and blocked accounts. */
export * from './moderation';
