/** The containers that are screens of their own, by container id (the contact form and the lab's own). */
import { lazy, Suspense, type ComponentType } from 'react';
import { LabIntro, type SpecialContainers } from '../features/skin-site';
import { loadChunk } from '../shared/lazy/load-chunk';
import { Loading } from '../shared/ui/Loading';

const LAB_INTRO_CONTAINER = 'SKY1GNMkI7muVq3vmHNw';
/** The contact form's container: the page showing it needs the form's own chunk (see ssr/index.ts). */
export const CONTACT_FORM_CONTAINER = 'nZCPH3y6bkPSnJPSPaSZ';

// Only the contact page shows the form, so the other pages do not download it. A failure reaches
// the route's error element, which names the chunk and offers a retry.
const ContactForm = lazy(() =>
  loadChunk('contact-form', () => import('../features/contact-form')).then((m) => ({ default: m.ContactForm })),
);

/** The form in hand, for a renderer that already holds its code (see renderContactFormEagerly). */
let eagerContactForm: ComponentType | null = null;

/**
 * The server renders a page in one pass and cannot wait for a chunk: its bundle holds the form and
 * hands it in here, so a prerendered contact page arrives with its form inside the same boundary.
 * The browser, hydrating, keeps that markup until its own lazy chunk is in.
 */
export function renderContactFormEagerly(form: ComponentType): void {
  eagerContactForm = form;
}

function LazyContactForm() {
  const Form = eagerContactForm ?? ContactForm;
  return (
    <Suspense fallback={<Loading />}>
      <Form />
    </Suspense>
  );
}

export const specialContainers: SpecialContainers = {
  [LAB_INTRO_CONTAINER]: LabIntro,
  [CONTACT_FORM_CONTAINER]: LazyContactForm,
};
