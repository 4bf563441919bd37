import { useRef, useState, type DragEvent } from 'react';
import type { ContatoDoc, EtapaLead } from '@lab/domain/kernel';
import { ETAPA_LABELS, ETAPAS } from '@lab/domain/leads';
import { useLeadStageMover } from '../../../shared/leads/use-lead-stage';
import { leadNameOf, useInboxLeads, type Lead } from '../hooks/use-inbox-leads';
import { useWideScreen } from '../hooks/use-wide-screen';
import { ExportCsvButton } from './ExportCsvButton';
import { LeadCard } from './LeadCard';
import './pipeline.css';

export interface LeadPipelineProps {
  /** The contacts the screen has: the export finds a signed-in visitor's address there. */
  contacts: readonly ContatoDoc[];
  userId: string;
  /** Whose inbox: her skin, or the site's for owners. */
  inbox: string;
}

type Filter = EtapaLead | 'todos';
const refOf = ({ idContato, idConversa }: Lead) => ({ idContato, idConversa });
const keyOf = (lead: Lead) => lead.id;

/**
 * Her leads by stage: a board of five columns on a wide screen (drag a card, or pick "Mover para…"),
 * a list with a stage filter on a phone; "Exportar CSV" either way.
 */
export function LeadPipeline({ contacts, userId, inbox }: LeadPipelineProps) {
  const { leads, cut } = useInboxLeads(inbox, userId);
  const mover = useLeadStageMover();
  const wide = useWideScreen();
  const [filter, setFilter] = useState<Filter>('todos');
  const dragged = useRef<Lead | null>(null);
  const shown = leads.map((lead) => ({ lead, shown: mover.shownOf(refOf(lead), lead) }));
  const count = (stage: EtapaLead) => shown.filter((s) => s.shown.etapa === stage).length;

  const card = ({ lead, shown: stage }: (typeof shown)[number]) => (
    <LeadCard
      key={keyOf(lead)}
      lead={lead}
      name={leadNameOf(lead)}
      shown={stage}
      userId={userId}
      draggable={wide}
      onMove={(etapa, valor) => void mover.move(refOf(lead), etapa, valor)}
      onDragStart={() => (dragged.current = lead)}
    />
  );
  const dropOn = (stage: EtapaLead) => (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    const lead = dragged.current;
    dragged.current = null;
    if (lead && mover.shownOf(refOf(lead), lead).etapa !== stage) void mover.move(refOf(lead), stage);
  };

  return (
    <section className="pipeline" aria-label="Funil de contatos">
      <div className="pipeline__bar">
        <h2 className="pipeline__title">Funil</h2>
        <ExportCsvButton inbox={inbox} uid={userId} contacts={contacts} />
      </div>
      {mover.problem && (
        <p className="pipeline__problem" role="alert">
          {mover.problem}
        </p>
      )}
      {cut && <p className="pipeline__note">O quadro mostra os contatos mais recentes; a exportação traz até 2.000.</p>}
      {wide ? (
        <div className="pipeline__board">
          {ETAPAS.map((stage) => (
            <section
              key={stage}
              className="pipeline__column"
              aria-label={`${ETAPA_LABELS[stage]}: ${count(stage)}`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={dropOn(stage)}
            >
              <h3 className="pipeline__column-title">
                {ETAPA_LABELS[stage]} <span className="pipeline__count">{count(stage)}</span>
              </h3>
              <ul className="plain-list pipeline__cards">{shown.filter((s) => s.shown.etapa === stage).map(card)}</ul>
            </section>
          ))}
        </div>
      ) : (
        <>
          <div className="pipeline__chips" role="group" aria-label="Filtrar por etapa">
            {(['todos', ...ETAPAS] as const).map((stage) => (
              <button
                key={stage}
                type="button"
                className="pipeline__chip"
                aria-pressed={filter === stage}
                onClick={() => setFilter(stage)}
              >
                {stage === 'todos' ? 'Todos' : ETAPA_LABELS[stage]} ({stage === 'todos' ? shown.length : count(stage)})
              </button>
            ))}
          </div>
          <ul className="plain-list pipeline__cards" aria-label="Leads">
            {shown.filter((s) => filter === 'todos' || s.shown.etapa === filter).map(card)}
          </ul>
        </>
      )}
    </section>
  );
}
