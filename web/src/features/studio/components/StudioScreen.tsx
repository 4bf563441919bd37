import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useParams } from 'react-router-dom';
import { MESSAGES, type SkinSite } from '@lab/domain/kernel';
import { QrDialogHost, type QrTarget } from '../../../shared/qr';
import { useSession } from '../../../shared/session/session-store';
import { Loading } from '../../../shared/ui/Loading';
import { LeaveGuard } from '../drafts/LeaveGuard';
import { useStudio, type Studio } from '../hooks/use-studio';
import { selectedPage } from '../studio-model';
import { StudioConfirmDialog } from './StudioConfirmDialog';
import { ContainersPanel } from './ContainersPanel';
import { FirstStepsChecklist } from './FirstStepsChecklist';
import { PagesPanel } from './PagesPanel';
import { PREVIEW_ID, PreviewPanel } from './PreviewPanel';
import { SaveStatus } from './SaveStatus';
import { SkinSettings } from './SkinSettings';
import { StudioContext, type ConfirmRequest, type StudioContextValue } from './studio-context';
import './studio.css';

/**
 * `menu/{userId}/skins/{skinName}/editar`: the skin studio, for the skin's own user and the owners.
 * Anyone else is told the skin is someone else's and gets no controls (the server refuses their
 * changes anyway).
 */
export function StudioScreen() {
  const { skinName = '' } = useParams();
  const studio = useStudio(skinName);
  return (
    <section className="studio" aria-label={`Estúdio da skin ${skinName}`}>
      <SaveStatus save={studio.save} skin={skinName} />
      <LeaveGuard skin={skinName} />
      <StudioBody skin={skinName} studio={studio} />
    </section>
  );
}

function StudioBody({ skin, studio }: { skin: string; studio: Studio }) {
  const { tree } = studio;
  if (tree.status === 'loading') return <Loading text="Carregando dados..." />;
  if (tree.status === 'missing') {
    return (
      <p className="list-state list-state--error" role="alert">
        Nenhuma skin chamada {skin} foi encontrada.
      </p>
    );
  }
  if (tree.status === 'error') {
    return (
      <p className="list-state list-state--error" role="alert">
        Erro ao carregar a skin.
      </p>
    );
  }
  return <StudioEditor skin={skin} site={tree.site} studio={studio} />;
}

/**
 * After each re-read, focus goes back where the person was, even if their button moved or went:
 * the returned function names the `data-focus` keys to try, in order.
 */
function useFocusAfterReread(root: RefObject<HTMLDivElement | null>, site: SkinSite, saveStatus: string) {
  const focusKeys = useRef<string[]>([]);
  useEffect(() => {
    const keys = focusKeys.current;
    if (keys.length === 0 || saveStatus === 'saving') return;
    focusKeys.current = [];
    const candidates = [...(root.current?.querySelectorAll<HTMLElement>('[data-focus]') ?? [])];
    for (const key of keys) {
      const target = candidates.find((element) => element.dataset['focus'] === key);
      if (target && !(target instanceof HTMLButtonElement && target.disabled)) {
        target.focus();
        return;
      }
    }
  }, [root, site, saveStatus]);
  return useCallback((...keys: string[]) => {
    focusKeys.current = keys;
  }, []);
}

function StudioEditor({ skin, site, studio }: { skin: string; site: SkinSite; studio: Studio }) {
  const authUser = useSession((s) => s.authUser);
  const [wantedPage, setWantedPage] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<ConfirmRequest | null>(null);
  const [containerDraft, setContainerDraft] = useState('');
  const [qrTarget, setQrTarget] = useState<QrTarget | null>(null);
  const root = useRef<HTMLDivElement>(null);
  const { change, upload, uploadSized, review } = studio;
  const keepFocus = useFocusAfterReread(root, site, studio.save.status);

  const page = selectedPage(site, wantedPage);
  const pageId = page?.id_pagina ?? null;
  const context = useMemo<StudioContextValue>(
    () => ({
      skin,
      site,
      change,
      upload,
      uploadSized,
      review,
      confirm: setConfirming,
      keepFocus,
      containerDraft,
      setContainerDraft,
      pageId,
      showQr: setQrTarget,
    }),
    [skin, site, change, upload, uploadSized, review, keepFocus, containerDraft, pageId],
  );
  const notTheirs = authUser !== null && !authUser.admin && site.skin.idUser !== authUser.uid;
  if (notTheirs) {
    return (
      <p className="list-state list-state--error" role="alert">
        Esta skin é de outra pessoa.
      </p>
    );
  }

  return (
    <StudioContext.Provider value={context}>
      {/* Its creator may still build it; only the public no longer sees it. */}
      {site.skin.oculta && (
        <p className="studio__hidden" role="status">
          {MESSAGES.skinHiddenBanner}
        </p>
      )}
      {page && (
        // On a phone the preview comes after every panel: one tap takes the person there.
        <button
          type="button"
          className="neon-button studio__to-preview"
          onClick={() => document.getElementById(PREVIEW_ID)?.scrollIntoView({ block: 'start' })}
        >
          Ir para a prévia
        </button>
      )}
      <div className="studio__layout" ref={root}>
        <div className="studio__editor">
          <FirstStepsChecklist skin={skin} site={site} />
          <SkinSettings />
          {page && <PagesPanel selected={page} onSelect={setWantedPage} />}
          {page && <ContainersPanel key={page.id_pagina} page={page} />}
        </div>
        {page && <PreviewPanel skin={skin} page={page} version={studio.savedCount} />}
      </div>
      <StudioConfirmDialog request={confirming} onClose={() => setConfirming(null)} />
      <QrDialogHost target={qrTarget} onClose={() => setQrTarget(null)} />
    </StudioContext.Provider>
  );
}
