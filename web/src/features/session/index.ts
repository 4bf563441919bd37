/** The session feature's public face: what the app layer composes into the login screen and the menu. */
export { SignInButton } from './components/SignInButton';
export { AccountChooser } from './components/AccountChooser';
export { useSignIn } from './hooks/use-sign-in';
export { useSignOut } from './hooks/use-sign-out';
