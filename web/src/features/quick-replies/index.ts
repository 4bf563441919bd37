/** The quick-replies feature's public face: RESPOSTAS RÁPIDAS, where an account keeps the texts its chats insert. */
export { QuickRepliesScreen } from './components/QuickRepliesScreen';
