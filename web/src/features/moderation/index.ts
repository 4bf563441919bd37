/** The moderation feature's public face: the owners' DENÚNCIAS screen. (Denunciar itself is part of a skin's page: skin-site.) */
export { ReportsScreen } from './components/ReportsScreen';
