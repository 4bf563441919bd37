/** The outbox feature's public face. */
export { OutboxScreen } from './components/OutboxScreen';
