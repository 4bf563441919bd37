import { createContext, useContext } from 'react';
import type { SkinSite } from '@lab/domain/kernel';
import type { QrTarget } from '../../../shared/qr';
import type { ChangeResult, Studio } from '../hooks/use-studio';
import type { StudioAction } from '../studio-actions';

/** A deletion waiting for the person's yes. */
export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
  onConfirm: () => void;
}

/** What every panel of the studio needs: the stored tree and the ways to change it. */
export interface StudioContextValue {
  skin: string;
  site: SkinSite;
  change: (action: StudioAction) => Promise<ChangeResult>;
  upload: (file: File) => Promise<string | null>;
  uploadSized: Studio['uploadSized'];
  review: (pendenteId: string, aprovar: boolean) => Promise<ChangeResult>;
  /** Asks before a deletion; `onConfirm` runs only on the person's yes. */
  confirm: (request: ConfirmRequest) => void;
  /**
   * After the next re-read of the tree, focus the first of these `data-focus` keys that is there
   * and enabled: a reordered item's button moves in the list, a deleted one's is gone.
   */
  keepFocus: (...keys: string[]) => void;
  /**
   * What is typed in "Título do container", kept above the page's panel: switching pages (as a new
   * page's save does) never throws it away.
   */
  containerDraft: string;
  setContainerDraft: (titulo: string) => void;
  /** The page being edited (null: the skin has none): the page a card's own address names. */
  pageId: string | null;
  /** Opens the QR code dialog of a public address of the skin. */
  showQr: (target: QrTarget) => void;
}

export const StudioContext = createContext<StudioContextValue | null>(null);

export function useStudioContext(): StudioContextValue {
  const value = useContext(StudioContext);
  if (!value) throw new Error('useStudioContext fora do estúdio');
  return value;
}
