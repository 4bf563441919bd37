/** The conversations feature's public face. */
export { ConversationsScreen } from './components/ConversationsScreen';
