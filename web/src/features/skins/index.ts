/** The skins feature's public face: the manager for `/` and the section for the menu. */
export { SkinsManager } from './components/SkinsManager';
export { SkinsSection } from './components/SkinsSection';
