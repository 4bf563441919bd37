/**
 * A skin's own counters (users/{uid}/skins/{skinId}/visitas/{dia}_{shard}), counted inside the
 * navigation log's transaction: the skin, its page, its shard and (on a visit) the client's visit
 * limits and the session's access are read at its top with the other reads, and the shard written at
 * its end, so a view is counted exactly when it is logged.
 */
import { paths } from '../../kernel/paths';
import type { AcessoDoc, NavigationRecord, UsernameDoc, VisitaDoc } from '../../kernel/types';
import { applyVisitDelta, isSkinVisit, skinPageOfPath, visitOrigin, type SkinPageAddress } from '../skin-visits';
import { dayOf, STATS_UNKNOWN_COUNTRY } from '../stats';
import type { DocTx } from '../../kernel/store/doc-port';
import type { NavigationInput } from './access-port';
import { readRateLimits, writeRateLimits } from '../../limits';

const NOTHING = { write: () => undefined };

/**
 * Whether the skin has the page (and card) a view names: a path is whatever the client sends, and an
 * invented one would fill the creator's list of pages. One read of the studio's page, one more for a card.
 */
async function skinHas(tx: Pick<DocTx, 'get'>, skin: UsernameDoc, address: SkinPageAddress): Promise<boolean> {
  // A deleted skin (or account) keeps its name and tree until the sweep, but is no longer there to visit:
  // a count written now would outlive the tree's deletion, or count a page that answered 404.
  if (!(await tx.get(paths.skin(skin.uid, skin.skinId)))) return false;
  if (address.pageId === null) return true;
  if (!(await tx.get(paths.pagina(skin.uid, skin.skinId, address.pageId)))) return false;
  return address.cardId === null || (await tx.get(`${paths.cards(skin.uid, skin.skinId)}/${address.cardId}`)) !== null;
}

/**
 * Reads what a view adds to its skin's day; `write` then stores it, after the transaction's other
 * reads. Nothing for a path of no skin (the menu, an unknown name), for a page or card the skin does
 * not have and for the skin's own user, whose visits would drown their visitors'. A visit beyond the
 * client's visit limits counts as a page view alone, with no country or origin. `earlier` is the
 * session's log before this view.
 */
export async function readSkinVisit(
  tx: Pick<DocTx, 'get' | 'set'>,
  input: NavigationInput,
  earlier: readonly NavigationRecord[],
): Promise<{ write: () => void }> {
  const { skinStats, record, at } = input;
  const address = skinStats ? skinPageOfPath(record.path) : null;
  if (!skinStats || address === null) return NOTHING;
  // The reservation names the skin; whether it is still there to visit, skinHas says.
  const skin = await tx.get<UsernameDoc>(paths.username(address.skin));
  if (!skin || skin.uid === input.uid || !(await skinHas(tx, skin, address))) return NOTHING;
  const dia = dayOf(at);
  const path = paths.visita(skin.uid, skin.skinId, dia, skinStats.shard);
  const current = await tx.get<VisitaDoc>(path);
  const limits = skinStats.visitLimits ?? [];
  const hits = isSkinVisit(earlier, address.skin, at) ? await readRateLimits(tx, limits, at) : null;
  if (hits === null) {
    return { write: () => tx.set(path, { ...applyVisitDelta(current, dia, { pagina: address.path }) }) };
  }
  const access = await tx.get<AcessoDoc>(paths.acesso(input.hash));
  const delta = {
    pagina: address.path,
    visitas: 1,
    pais: access?.country_code ?? STATS_UNKNOWN_COUNTRY,
    origem: visitOrigin(earlier, skinStats.origem, at),
  };
  return {
    write: () => {
      writeRateLimits(tx, limits, hits, at);
      tx.set(path, { ...applyVisitDelta(current, dia, delta) });
    },
  };
}
