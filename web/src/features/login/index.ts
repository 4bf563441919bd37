/** The login feature's public face: the screen "/" shows to visitors. */
export { LoginScreen } from './components/LoginScreen';
