import type { DragEvent } from 'react';
import { Link } from 'react-router-dom';
import type { EtapaLead } from '@lab/domain/kernel';
import { useAppPaths } from '../../../shared/routes/app-paths';
import { DateText } from '../../../shared/ui/DateText';
import { StageControl } from '../../../shared/leads/StageControl';
import { formatReais } from '../../../shared/leads/money';
import type { StageShown } from '../../../shared/leads/use-lead-stage';
import type { Lead } from '../hooks/use-inbox-leads';

export interface LeadCardProps {
  lead: Lead;
  name: string;
  shown: StageShown;
  userId: string;
  /** Dragging is offered on the board; the select is there everywhere. */
  draggable: boolean;
  onMove: (etapa: EtapaLead, valorProposta?: number | null) => void;
  onDragStart?: () => void;
}

/**
 * A lead: who, about what, her last message and when, the proposal's value and its stage; the name
 * opens the chat. Unread counts stay on the contacts list below (the lead carries none).
 */
export function LeadCard({ lead, name, shown, userId, draggable, onMove, onDragStart }: LeadCardProps) {
  const appPaths = useAppPaths();
  const key = `${lead.idContato}-${lead.idConversa}`;
  const dragStart = (event: DragEvent<HTMLLIElement>) => {
    event.dataTransfer?.setData('text/plain', key);
    onDragStart?.();
  };
  return (
    <li className="lead-card" draggable={draggable} onDragStart={draggable ? dragStart : undefined}>
      <Link className="lead-card__main" to={appPaths.chat(userId, lead.idContato, lead.idConversa)}>
        <span className="lead-card__name">{name}</span>
      </Link>
      <span className="lead-card__subject">{lead.assunto}</span>
      <span className="lead-card__excerpt">{lead.ultimaMensagem}</span>
      <span className="lead-card__meta">
        Última mensagem: <DateText at={lead.ultimaMensagemEm} style="date" />
      </span>
      {shown.valorProposta !== null && <span className="lead-card__value">{formatReais(shown.valorProposta)}</span>}
      {lead.voltouEm !== undefined && <span className="lead-card__back">Voltou a escrever</span>}
      <StageControl id={`lead-${key}`} leadName={name} etapa={shown.etapa} valorProposta={shown.valorProposta} onMove={onMove} />
    </li>
  );
}
