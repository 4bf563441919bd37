import type { ConversationClaim } from '@lab/domain/kernel';
import { claimText } from '../../../shared/ui/ClaimLine';
import type { ClaimAction } from '../hooks/use-claim-conversation';

export interface ClaimBarProps {
  respondendo: ConversationClaim | null;
  viewerUid: string;
  action: ClaimAction;
}

/**
 * The owners' line above a conversation of the site's inbox: who answers it, and the one button that
 * changes it (Eu respondo when nobody does, Liberar for the one who does, Assumir for the other).
 * It says who answers; a reply by the other owner still goes, signed with their name.
 */
export function ClaimBar({ respondendo, viewerUid, action }: ClaimBarProps) {
  const mine = respondendo?.uid === viewerUid;
  const button = respondendo === null ? 'Eu respondo' : mine ? 'Liberar' : 'Assumir';
  return (
    <div className="chat__claim" role="group" aria-label="Quem responde">
      <p className="chat__claim-status" role="status">
        {respondendo && claimText(respondendo, viewerUid)}
      </p>
      <button type="button" className="neon-button" disabled={action.busy} onClick={() => void action.claim(!mine)}>
        {button}
      </button>
      {action.error && (
        <p className="chat__claim-error" role="alert">
          {action.error}
        </p>
      )}
    </div>
  );
}
