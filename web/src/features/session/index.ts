/** The session feature's public face: what the app layer composes into the login screen and the menu. */
export { SignInButton } from './components/SignInButton';
// Signing out lives in shared: the app's screens and any feature that ends a session use the same one.
export { useSignOut } from '../../shared/session/use-sign-out';
