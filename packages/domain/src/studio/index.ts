/** The studio: what a creator types into her pages, containers and cards, and the changes it makes. */
export * from './studio-commands';
export * from './studio';
export * from './image-bytes';
export * from './commands/phone-number';
export * from './store/skin-tree';
export * from './card-content';
export * from './commands/upload-skin-image';
export * from './commands/card-fields';
export * from './store/studio-port';
