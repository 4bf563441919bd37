/**
 * A skin's own counters (users/{uid}/skins/{skinId}/visitas/{dia}_{shard}), counted inside the
 * navigation log's transaction: the skin, its shard and (on a visit) the session's access are read
 * at its top with the other reads, and the shard written at its end, so a view is counted exactly
 * when it is logged.
 */
import { paths, type AcessoDoc, type NavigationRecord, type UsernameDoc, type VisitaDoc } from '..';
import { applyVisitDelta, isSkinVisit, skinNameOfPath, visitOrigin } from '../skin-visits';
import { dayOf, STATS_UNKNOWN_COUNTRY } from '../stats';
import type { DocTx } from './doc-port';
import type { NavigationInput } from './access-port';

const NOTHING = { write: () => undefined };

/**
 * Reads what a view adds to its skin's day; `write` then stores it, after the transaction's other
 * reads. Nothing for a path of no skin (the menu, an unknown name) and for the skin's own user, whose
 * visits would drown their visitors'. `earlier` is the session's log before this view.
 */
export async function readSkinVisit(
  tx: Pick<DocTx, 'get' | 'set'>,
  input: NavigationInput,
  earlier: readonly NavigationRecord[],
): Promise<{ write: () => void }> {
  const { skinStats, record, at } = input;
  const name = skinStats ? skinNameOfPath(record.path) : null;
  if (!skinStats || name === null) return NOTHING;
  // The reservation is written and deleted with its skin, so it names the skin while it exists.
  const skin = await tx.get<UsernameDoc>(paths.username(name));
  if (!skin || skin.uid === input.uid) return NOTHING;
  const dia = dayOf(at);
  const path = paths.visita(skin.uid, skin.skinId, dia, skinStats.shard);
  const current = await tx.get<VisitaDoc>(path);
  if (!isSkinVisit(earlier, name, at)) {
    return { write: () => tx.set(path, { ...applyVisitDelta(current, dia, { pagina: record.path }) }) };
  }
  const access = await tx.get<AcessoDoc>(paths.acesso(input.hash));
  const delta = {
    pagina: record.path,
    visitas: 1,
    pais: access?.country_code ?? STATS_UNKNOWN_COUNTRY,
    origem: visitOrigin(earlier, skinStats.origem, at),
  };
  return { write: () => tx.set(path, { ...applyVisitDelta(current, dia, delta) }) };
}
