/** The chat feature's public face. */
export { ChatScreen } from './components/ChatScreen';
