/**
 * The reply being written or edited, kept in this browser's localStorage per account as the studio
 * keeps its drafts, so a reload or a closed tab never throws it away; ENCERRAR clears it with the rest.
 * Its id is made once per draft and sent with every try, so a save whose answer was lost and is tried
 * again updates the same reply instead of adding a second.
 */
import { useCallback, useState } from 'react';

export interface QuickReplyDraft {
  id: string;
  atalho: string;
  texto: string;
  /** The shortcut of the saved reply being edited; null for a new one. */
  editing: string | null;
}

const keyOf = (uid: string) => `lab:rascunho:respostas-rapidas:${uid}`;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, policy): the form still works, only without a draft.
    return null;
  }
}

const blank = (): QuickReplyDraft => ({ id: globalThis.crypto.randomUUID(), atalho: '', texto: '', editing: null });

function read(uid: string): QuickReplyDraft {
  try {
    const stored = JSON.parse(storage()?.getItem(keyOf(uid)) ?? 'null') as Partial<QuickReplyDraft> | null;
    if (stored && typeof stored.id === 'string' && typeof stored.atalho === 'string' && typeof stored.texto === 'string') {
      return { id: stored.id, atalho: stored.atalho, texto: stored.texto, editing: stored.editing ?? null };
    }
  } catch {
    // A draft that no longer reads is no draft.
  }
  return blank();
}

export function useQuickReplyDraft(uid: string) {
  const [draft, setDraft] = useState(() => read(uid));
  const keep = useCallback(
    (next: QuickReplyDraft) => {
      setDraft(next);
      try {
        storage()?.setItem(keyOf(uid), JSON.stringify(next));
      } catch {
        // A full storage keeps the form's own state: she still has what she typed on screen.
      }
    },
    [uid],
  );
  const clear = useCallback(() => {
    storage()?.removeItem(keyOf(uid));
    setDraft(blank());
  }, [uid]);
  return { draft, keep, clear };
}
