/** The notifications feature's public face: the drawer's toggle, and taking this browser off at sign-out. */
export { NotificationsToggle } from './components/NotificationsToggle';
export { disableThisDevice } from './api/this-device';
