/** The public contact form feature's face: the form the app plugs into a contact form container on a skin's page. */
export { ContactForm, type ContactFormProps } from './components/ContactForm';
