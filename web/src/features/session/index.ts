/** The session feature's public face: what the app layer composes into the login screen and the menu. */
export { SignInButton } from './components/SignInButton';
export { useSignOut } from './hooks/use-sign-out';
