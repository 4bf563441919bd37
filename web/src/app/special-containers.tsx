/**
 * The containers that are screens of their own: the lab skin's contact form and intro, by container
 * id, and every skin's contact form, agenda and gallery containers, by kind.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { PixQrImage } from '@lab/domain/card-kind-views';
import type { AgendaBookingProps } from '../features/booking';
import type { ContactFormProps } from '../features/contact-form';
import type { GalleryGridProps } from '../features/gallery';
import { LabIntro, type SpecialContainerProps, type SpecialContainers } from '../features/skin-site';
import { isContactStorageKey } from '../shared/hooks/contact-storage-keys';
import { firstInteraction } from '../shared/lazy/first-interaction';
import { noteEarlySubmit } from '../shared/hooks/early-submits';
import { useSession } from '../shared/session/session-store';
import { loadChunk } from '../shared/lazy/load-chunk';
import { noteEarlyTaps } from '../shared/lazy/early-taps';
import { Loading } from '../shared/ui/Loading';

const LAB_INTRO_CONTAINER = 'SKY1GNMkI7muVq3vmHNw';
/** The contact form's container: the page showing it needs the form's own chunk (see ssr/index.ts). */
export const CONTACT_FORM_CONTAINER = 'nZCPH3y6bkPSnJPSPaSZ';

/**
 * Whether the form's code is wanted before anyone touches the page: when the app draws the form
 * itself (no server markup to show meanwhile) or this tab kept a draft or a send of a form to bring
 * back. Otherwise the server's form stands, typeable, until the first touch or key fetches its code,
 * and hydrating it then takes in what was typed: a visitor who only reads downloads none of it.
 */
function formWantedNow(): boolean {
  if (document.querySelector('form.contact-form') === null) return true;
  // Someone signed in here: the form must drop the e-mail box the server drew for a visitor.
  if (useSession.getState().stored.idGoogleCap !== null) return true;
  try {
    return Object.keys(window.sessionStorage).some(isContactStorageKey);
  } catch {
    return false;
  }
}

/**
 * A tap on a server-drawn form's ENVIAR, before its code is in, is kept for the form to replay once
 * the app owns it (the button is inert until then: the browser's own submission would reload the page).
 */
function keepEarlySubmits(): void {
  if (typeof document === 'undefined') return;
  document.addEventListener(
    'click',
    (event) => {
      const button =
        event.target instanceof Element ? event.target.closest('form.contact-form button[type="button"][data-send]') : null;
      const key = button?.closest('form')?.getAttribute('aria-labelledby');
      if (key) noteEarlySubmit(key);
    },
    { capture: true },
  );
}
keepEarlySubmits();

// Only the pages holding a form show it, so the other pages do not download it. A failure reaches
// the route's error element, which names the chunk and offers a retry.
const ContactForm = lazy(() =>
  firstInteraction(formWantedNow)
    .then(() => loadChunk('contact-form', () => import('../features/contact-form')))
    .then((m) => ({ default: m.ContactForm })),
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
      destination={{ skin: site.skin.username, page: pageId, questions: container.perguntas ?? [] }}
      idPrefix={`contact-${container.id_container}`}
    />
  );
}

// The server draws her services into the page; a page without an agenda never downloads this. Wanted
// at once only when the app draws the widget itself (no server markup to show meanwhile).
const AgendaBooking = lazy(() =>
  firstInteraction(() => document.querySelector('.booking') === null)
    .then(() => loadChunk('booking', () => import('../features/booking')))
    .then((m) => ({ default: m.AgendaBooking })),
);

/** The widget in hand, for the server's one-pass render (see renderContactFormEagerly). */
let eagerAgendaBooking: ComponentType<AgendaBookingProps> | null = null;

export function renderAgendaBookingEagerly(widget: ComponentType<AgendaBookingProps>): void {
  eagerAgendaBooking = widget;
}

/** A skin's agenda container: her services, and a visitor books a time of one in place. */
function SkinAgenda({ container, site, pageId }: SpecialContainerProps) {
  const Widget = eagerAgendaBooking ?? AgendaBooking;
  if (!container.agenda) return null;
  return (
    <Suspense fallback={<Loading />}>
      <Widget
        skin={site.skin.username}
        pagina={pageId}
        agenda={container.agenda}
        idPrefix={`agenda-${container.id_container}`}
        QrImage={PixQrImage}
      />
    </Suspense>
  );
}

// The server draws her pictures; their code (the grid's buttons, the viewer) comes at the first touch.
const GalleryGrid = lazy(() =>
  firstInteraction(() => document.querySelector('.gallery') === null)
    .then(() => loadChunk('gallery', () => import('../features/gallery')))
    .then((m) => ({ default: m.GalleryGrid })),
);
if (typeof document !== 'undefined') noteEarlyTaps();

let eagerGalleryGrid: ComponentType<GalleryGridProps> | null = null;

/** The grid in hand, for the server's one-pass render (see renderContactFormEagerly). */
export function renderGalleryEagerly(grid: ComponentType<GalleryGridProps>): void {
  eagerGalleryGrid = grid;
}

/** A skin's gallery container: her pictures, each opening the viewer. */
function SkinGallery({ container }: SpecialContainerProps) {
  const Grid = eagerGalleryGrid ?? GalleryGrid;
  return (
    <Suspense fallback={<Loading />}>
      <Grid containerId={container.id_container} imagens={container.galeria?.imagens ?? []} />
    </Suspense>
  );
}

export const specialContainers: SpecialContainers = {
  byId: {
    [LAB_INTRO_CONTAINER]: LabIntro,
    [CONTACT_FORM_CONTAINER]: LabContactForm,
  },
  byKind: { formulario: SkinContactForm, agenda: SkinAgenda, galeria: SkinGallery },
};
