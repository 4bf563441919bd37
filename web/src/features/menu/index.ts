/** The menu feature's public face: the shell the app layer wraps every signed-in section in. */
export { MenuShell } from './components/MenuShell';
export { MenuHome } from './components/MenuHome';
