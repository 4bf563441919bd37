import type { ConversationClaim } from '@lab/domain/kernel';

/** Who answers a conversation of the site's inbox, as owners read it in the list and in the chat. */
export function claimText(respondendo: ConversationClaim, viewerUid: string): string {
  return respondendo.uid === viewerUid ? 'Você está respondendo' : `${respondendo.nome} está respondendo`;
}

export function ClaimLine({
  respondendo,
  viewerUid,
  className,
}: {
  respondendo: ConversationClaim;
  viewerUid: string;
  className?: string;
}) {
  return <span className={className}>{claimText(respondendo, viewerUid)}</span>;
}
