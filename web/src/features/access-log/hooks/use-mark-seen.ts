import { useBackend } from '../../../shared/backend/context';
import { useKeyedMutation, type MutationState } from '../../../shared/hooks/use-mutation';

/** The key of "Marcar todos como vistos" among the rows' hashes (a hash is a UUID, never this). */
const ALL = '*';

export interface SeenMarking {
  /** Marks one access as seen; the live log then shows it as Sim. */
  markOne: (hash: string) => Promise<unknown>;
  /** Marks every unseen access as seen. */
  markAll: () => Promise<unknown>;
  stateOf: (hash: string) => MutationState;
  allState: MutationState;
}

/** markAccessSeen, for one row or for all, each with its own pending state and error. */
export function useMarkSeen(): SeenMarking {
  const backend = useBackend();
  const marking = useKeyedMutation(
    (hash?: string) => hash ?? ALL,
    (hash?: string) => backend.call('markAccessSeen', hash === undefined ? {} : { hash }),
    { logAs: 'Erro ao marcar acesso como visto:', fallback: 'Erro ao marcar como visto.' },
  );
  return {
    markOne: (hash) => marking.run(hash),
    markAll: () => marking.run(),
    stateOf: marking.stateOf,
    allState: marking.stateOf(ALL),
  };
}
