import { useEffect } from 'react';
import { useBlocker } from 'react-router-dom';
import { ConfirmDialog } from '../../../shared/ui/ConfirmDialog';
import { hasDrafts } from './drafts';

/**
 * Asks before leaving the studio with unsaved work: an in-app navigation (VOLTAR, the menu) with the
 * studio's own dialog, closing or reloading the tab with the browser's. The drafts stay stored
 * either way, so leaving only postpones the save.
 */
export function LeaveGuard({ skin }: { skin: string }) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname && hasDrafts(skin),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasDrafts(skin)) return;
      event.preventDefault();
      // Older browsers ask only when a return value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [skin]);

  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      title="Sair sem salvar?"
      confirmLabel="Sair mesmo assim"
      onCancel={() => blocker.reset?.()}
      onConfirm={() => blocker.proceed?.()}
    >
      Há mudanças que você ainda não salvou. Elas ficam guardadas neste aparelho como rascunho e voltam quando você abrir o
      estúdio de novo, mas só aparecem na skin depois de Salvar.
    </ConfirmDialog>
  );
}
