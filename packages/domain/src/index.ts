export * from './types';
export * from './constants';
export * from './messages';
export * from './errors';
export * from './validation';
export * from './paths';
export * from './commands';
export * from './seed';
