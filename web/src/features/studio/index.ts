/** The skin studio's public face: its screen, a lazily loaded menu section of its own. */
export { StudioScreen } from './components/StudioScreen';
