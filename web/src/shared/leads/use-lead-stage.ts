/**
 * Moving a lead from a screen: the new stage shows at once, and goes back with the refusal's message
 * when the server says no. The live row catches up with the move in every open tab.
 */
import { useState } from 'react';
import type { EtapaLead } from '@lab/domain/kernel';
import { etapaOf, type LeadDoc } from '@lab/domain/leads';
import { useBackend } from '../backend/context';
import { refusalMessage } from '../backend/refusal-message';

export interface LeadRef {
  idContato: string;
  idConversa: string;
}

export interface StageShown {
  etapa: EtapaLead;
  valorProposta: number | null;
}

export interface LeadStageMover {
  /** Where the lead shows now: her move while it is on its way, else the stored stage. */
  shownOf: (lead: LeadRef, stored: Pick<LeadDoc, 'etapa' | 'valorProposta'> | null) => StageShown;
  move: (lead: LeadRef, etapa: EtapaLead, valorProposta?: number | null) => Promise<boolean>;
  /** Why the last move was undone, for the person; null when it went through. */
  problem: string | null;
  clearProblem: () => void;
}

const keyOf = (lead: LeadRef) => `${lead.idContato}/${lead.idConversa}`;

export function useLeadStageMover(): LeadStageMover {
  const backend = useBackend();
  const [pending, setPending] = useState<Readonly<Record<string, StageShown>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const forget = (key: string) => setPending(({ [key]: _gone, ...rest }) => rest);

  const shownOf: LeadStageMover['shownOf'] = (lead, stored) =>
    pending[keyOf(lead)] ?? { etapa: etapaOf(stored), valorProposta: stored?.valorProposta ?? null };

  const move: LeadStageMover['move'] = async (lead, etapa, valorProposta) => {
    const key = keyOf(lead);
    setProblem(null);
    setPending((all) => ({ ...all, [key]: { etapa, valorProposta: valorProposta ?? null } }));
    try {
      await backend.call('setLeadStage', { ...lead, etapa, ...(valorProposta == null ? {} : { valorProposta }) });
      return true;
    } catch (error) {
      console.error('Erro ao mudar a etapa:', error);
      setProblem(`A etapa voltou ao que era: ${refusalMessage(error, 'Erro ao mudar a etapa.')}`);
      return false;
    } finally {
      // The live row has the move by now, or it was refused: either way the stored stage is shown.
      forget(key);
    }
  };

  return { shownOf, move, problem, clearProblem: () => setProblem(null) };
}
