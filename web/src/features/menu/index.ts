/** The menu feature's public face: the shell the app layer wraps every signed-in section in, and what each section's route tells it. */
export { MenuShell } from './components/MenuShell';
export { MenuHome } from './components/MenuHome';
export type { MenuSection } from './menu-model';
