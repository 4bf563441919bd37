import { useEffect, useState } from 'react';
import type { ConversaDoc } from '@lab/domain/kernel';
import { ETAPA_LABELS } from '@lab/domain/leads';
import type { LeadRow } from '@lab/domain/store';
import { useBackend } from '../../../shared/backend/context';
import { StageControl } from '../../../shared/leads/StageControl';
import { useLeadStageMover } from '../../../shared/leads/use-lead-stage';

export interface ChatStageProps {
  conversation: ConversaDoc;
  /** The inbox she answers for (her skin, or the site's for owners) and her uid: what the lead's rules read. */
  inbox: string;
  uid: string;
}

/** Its conversation's lead, live; null until it has one (a conversation from before leads, until its next message). */
function useLead({ conversation, inbox, uid }: ChatStageProps): LeadRow | null {
  const backend = useBackend();
  const [lead, setLead] = useState<LeadRow | null>(null);
  const { idContato, idConversa } = conversation;
  useEffect(
    () =>
      backend.watchLead(
        { caixa: inbox, uid, idContato, idConversa },
        { next: setLead, error: (error) => console.error('Erro ao carregar a etapa:', error) },
      ),
    [backend, inbox, uid, idContato, idConversa],
  );
  return lead;
}

/** The inbox side's line under the subject: the lead's stage, changed here as on the board. */
export function ChatStage(props: ChatStageProps) {
  const { conversation } = props;
  const stored = useLead(props);
  const mover = useLeadStageMover();
  const lead = { idContato: conversation.idContato, idConversa: conversation.idConversa };
  const shown = mover.shownOf(lead, stored);
  return (
    <div className="chat__stage">
      <p className="chat__stage-label">
        Etapa: <strong>{ETAPA_LABELS[shown.etapa]}</strong>
        {stored?.voltouEm !== undefined && <span className="chat__stage-back"> · Voltou a escrever</span>}
      </p>
      <StageControl
        id="chat-etapa"
        leadName="este contato"
        etapa={shown.etapa}
        valorProposta={shown.valorProposta}
        onMove={(etapa, valor) => void mover.move(lead, etapa, valor)}
      />
      {mover.problem && (
        <p className="chat__stage-problem" role="alert">
          {mover.problem}
        </p>
      )}
    </div>
  );
}
