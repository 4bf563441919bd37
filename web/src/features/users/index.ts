/** The users feature's public face. */
export { UsersScreen } from './components/UsersScreen';
