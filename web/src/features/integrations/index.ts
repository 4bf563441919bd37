/** The integrations feature's public face: INTEGRAÇÕES, each skin's webhook and its deliveries. */
export { IntegrationsScreen } from './components/IntegrationsScreen';
