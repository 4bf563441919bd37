/** The containers that are screens of their own, by container id (spec sections 1 and 2). */
import { lazy, Suspense } from 'react';
import { LabIntro, type SpecialContainers } from '../features/skin-site';
import { loadChunk } from '../shared/lazy/load-chunk';
import { Loading } from '../shared/ui/Loading';

const LAB_INTRO_CONTAINER = 'SKY1GNMkI7muVq3vmHNw';
const CONTACT_FORM_CONTAINER = 'nZCPH3y6bkPSnJPSPaSZ';

// Only the contact page shows the form, so the other pages do not download it. A failure reaches
// the route's error element, which names the chunk and offers a retry.
const ContactForm = lazy(() =>
  loadChunk('contact-form', () => import('../features/contact-form')).then((m) => ({ default: m.ContactForm })),
);

function LazyContactForm() {
  return (
    <Suspense fallback={<Loading />}>
      <ContactForm />
    </Suspense>
  );
}

export const specialContainers: SpecialContainers = {
  [LAB_INTRO_CONTAINER]: LabIntro,
  [CONTACT_FORM_CONTAINER]: LazyContactForm,
};
