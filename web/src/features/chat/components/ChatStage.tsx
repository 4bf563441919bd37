import type { ConversaDoc } from '@lab/domain/kernel';
import { ETAPA_LABELS } from '@lab/domain/leads';
import { StageControl } from '../../../shared/leads/StageControl';
import { useLeadStageMover } from '../../../shared/leads/use-lead-stage';

/** The inbox side's line under the subject: the lead's stage, changed here as on the board. */
export function ChatStage({ conversation }: { conversation: ConversaDoc }) {
  const mover = useLeadStageMover();
  const lead = { idContato: conversation.idContato, idConversa: conversation.idConversa };
  const shown = mover.shownOf(lead, conversation);
  return (
    <div className="chat__stage">
      <p className="chat__stage-label">
        Etapa: <strong>{ETAPA_LABELS[shown.etapa]}</strong>
        {conversation.voltouEm !== undefined && <span className="chat__stage-back"> · Voltou a escrever</span>}
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
