/** The public contact form feature's face: the form the app plugs into its container on a skin's page. */
export { ContactForm } from './components/ContactForm';
