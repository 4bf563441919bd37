/**
 * The containers that are screens of their own: the lab skin's contact form and intro, by container
 * id, and every skin's contact form container, by kind.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import type { ContactFormProps } from '../features/contact-form';
import { LabIntro, type SpecialContainerProps, type SpecialContainers } from '../features/skin-site';
import { loadChunk } from '../shared/lazy/load-chunk';
import { Loading } from '../shared/ui/Loading';

const LAB_INTRO_CONTAINER = 'SKY1GNMkI7muVq3vmHNw';
/** The contact form's container: the page showing it needs the form's own chunk (see ssr/index.ts). */
export const CONTACT_FORM_CONTAINER = 'nZCPH3y6bkPSnJPSPaSZ';

// Only the pages holding a form show it, so the other pages do not download it. A failure reaches
// the route's error element, which names the chunk and offers a retry.
const ContactForm = lazy(() =>
  loadChunk('contact-form', () => import('../features/contact-form')).then((m) => ({ default: m.ContactForm })),
);

/** The form in hand, for a renderer that already holds its code (see renderContactFormEagerly). */
let eagerContactForm: ComponentType<ContactFormProps> | null = null;

/**
 * The server renders a page in one pass and cannot wait for a chunk: its bundle holds the form and
 * hands it in here, so a prerendered page with a form arrives with the form inside the same boundary.
 * The browser, hydrating, keeps that markup until its own lazy chunk is in.
 */
export function renderContactFormEagerly(form: ComponentType<ContactFormProps>): void {
  eagerContactForm = form;
}

function LazyContactForm(props: ContactFormProps) {
  const Form = eagerContactForm ?? ContactForm;
  return (
    <Suspense fallback={<Loading />}>
      <Form {...props} />
    </Suspense>
  );
}

/** The site's own form: its fixed subjects, its messages to the site's owners. */
function LabContactForm() {
  return <LazyContactForm />;
}

/** A skin's contact form container: its subjects, its messages to the skin's creator. */
function SkinContactForm({ container, site, pageId }: SpecialContainerProps) {
  return (
    <LazyContactForm
      subjects={container.assuntos ?? []}
      destination={{ skin: site.skin.username, page: pageId }}
      idPrefix={`contact-${container.id_container}`}
    />
  );
}

export const specialContainers: SpecialContainers = {
  byId: {
    [LAB_INTRO_CONTAINER]: LabIntro,
    [CONTACT_FORM_CONTAINER]: LabContactForm,
  },
  byKind: { formulario: SkinContactForm },
};
