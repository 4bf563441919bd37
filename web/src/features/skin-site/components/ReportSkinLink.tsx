import { lazy, Suspense, useRef, useState } from 'react';
import { REPORT_FRAGMENT, SITE_OWNER_SKIN } from '@lab/domain/kernel';
import { loadChunk } from '../../../shared/lazy/load-chunk';
import { useClientOwned } from '../../../shared/ui/ClientOnly';

// A public page carries only this button: the dialog, its form and the callable come on the first
// click. A failure reaches the route's error element, which names the chunk and offers a retry.
const ReportDialog = lazy(() =>
  loadChunk('report-dialog', () => import('./ReportDialog')).then((m) => ({ default: m.ReportDialog })),
);

/**
 * Denunciar, in a skin's footer: opens the report dialog for that skin. The site's own skin has
 * none (its owners answer for it directly). Prerendered with the page, it waits for the app to own
 * the page before it can be pressed, since until then there is nothing to open.
 */
export function ReportSkinLink({ skin }: { skin: string }) {
  const clientOwned = useClientOwned();
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const [linkClosed, setLinkClosed] = useState(false);
  if (skin.toLowerCase() === SITE_OWNER_SKIN) return null;
  // The report link every creator's reply by e-mail carries (`/{skin}#denunciar`) opens the dialog
  // once the app owns the page (the server's page has no dialog), until it is closed.
  const fromLink = clientOwned && !linkClosed && window.location.hash === `#${REPORT_FRAGMENT}`;
  const close = () => {
    setOpen(false);
    setLinkClosed(true);
    trigger.current?.focus();
  };
  return (
    <>
      <button
        ref={trigger}
        type="button"
        className="skin-footer__action"
        aria-haspopup="dialog"
        disabled={!clientOwned}
        onClick={() => setOpen(true)}
      >
        Denunciar
      </button>
      {(open || fromLink) && (
        <Suspense fallback={null}>
          <ReportDialog skin={skin} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
