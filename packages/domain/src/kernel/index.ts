/** The kernel every slice stands on: errors, the Portuguese messages, entity types, document paths and public addresses, constants, ids and dates. */
export * from './types';
export * from './constants';
export * from './rate-limits';
export * from './messages';
export * from './public-messages';
export * from './errors';
export * from './validation';
export * from './paths';
export * from './addresses';
export * from './function-addresses';
export * from './identity';
export * from './date-codec';
export * from './base64';
export * from './hidden-characters';
export * from './ordering';
export * from './sha256';
export * from './payload-depth';
