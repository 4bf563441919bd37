/** Skins and their names: the account a first sign-in makes, skin files and models, a skin's own domain. */
export * from './domains';
export type { BootstrapSessionResult } from './commands/bootstrap-session';
export type { CreateSkinResult } from './commands/create-skin';
export type { DeleteSkinResult } from './commands/delete-skin';
export * from './seed';
export * from './names';
export * from './skin-file';
export * from './skin-file-writer';
export * from './skin-types';
export * from './store/skin-trash';
export * from './store/skin-location';
export * from './commands/skin-access';
export * from './store/skin-port';
export * from './store/skin-deletion';
export * from './store/skin-tree-paths';
export * from './store/skin-extras';
export * from './commands/name-fields';
