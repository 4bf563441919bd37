/**
 * The privacy feature's public face: the notice at /privacidade and the e-mailed links' pages. The
 * links' pages come in their own chunk: the notice is a public page, within the JavaScript budget of
 * every public page, and a reader of it never needs what a link's page draws (its messages, dates,
 * downloads, its confirmation dialog).
 */
import { lazy } from 'react';

export { PrivacyScreen } from './components/PrivacyScreen';
export { PRIVACY_PAGE } from './components/privacy-page';
export const MyMessagesScreen = lazy(() =>
  import('./components/MyMessagesScreen').then((m) => ({ default: m.MyMessagesScreen })),
);
export const ReplyMailScreen = lazy(() => import('./components/ReplyMailScreen').then((m) => ({ default: m.ReplyMailScreen })));
