/** The contacts feature's public face. */
export { ContactsScreen } from './components/ContactsScreen';
