/** The access-log feature's public face. */
export { AccessLogScreen } from './components/AccessLogScreen';
