import type { Draft } from './drafts';

/** Says a form shows a draft from before, not what is stored, and offers to throw it away. */
export function DraftNotice({ draft, what }: { draft: Pick<Draft<unknown>, 'restored' | 'discard'>; what: string }) {
  if (!draft.restored) return null;
  return (
    <p className="studio-draft" role="status">
      Rascunho restaurado: ainda não salvo.
      <button type="button" className="neon-button studio-small" onClick={draft.discard}>
        Descartar rascunho <span className="visually-hidden">{what}</span>
      </button>
    </p>
  );
}
