/** The errors feature's public face: the router's error screens and the product's ERROR 404. */
export { AppErrorScreen } from './components/AppErrorScreen';
export { RouteErrorPage } from './components/RouteErrorPage';
export { NotFoundPage } from './components/NotFoundPage';
export { StoreUnavailablePage, STORE_UNAVAILABLE_TEXT } from './components/StoreUnavailablePage';
