/** The privacy feature's public face: the notice at /privacidade and the e-mailed link's page. */
export { PrivacyScreen } from './components/PrivacyScreen';
export { MyMessagesScreen } from './components/MyMessagesScreen';
export { ReplyMailScreen } from './components/ReplyMailScreen';
export { PRIVACY_PAGE } from './components/privacy-page';
