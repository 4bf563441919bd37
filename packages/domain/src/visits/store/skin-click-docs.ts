/**
 * A click on a skin's page, counted in the skin's daily shard (users/{uid}/skins/{skinId}/visitas/
 * {dia}_{shard}, its `cliques` map) in one transaction: the client's limits are read first, so a
 * flood from one client costs no read of the skin, then the skin, the card or container clicked and
 * the shard, and everything is written at the end.
 */
import { paths } from '../../kernel/paths';
import type { UsernameDoc, VisitaDoc } from '../../kernel/types';
import type { DocTx } from '../../kernel/store/doc-port';
import { readRateLimits, writeRateLimits } from '../../limits';
import { applyClick } from '../skin-clicks';
import { dayOf } from '../stats';
import type { ClickInput, ClickOutcome } from './access-port';

/**
 * Whether the skin has what was clicked: a card of it, or a container (a gallery's images). The id
 * is whatever the client sends, and an invented one would fill the creator's list.
 */
async function skinHasTarget(tx: Pick<DocTx, 'get'>, skin: UsernameDoc, id: string): Promise<boolean> {
  // A deleted skin keeps its name and tree until the sweep, but is no longer there to click.
  if (!(await tx.get(paths.skin(skin.uid, skin.skinId)))) return false;
  if (await tx.get(`${paths.cards(skin.uid, skin.skinId)}/${id}`)) return true;
  return (await tx.get(`${paths.containers(skin.uid, skin.skinId)}/${id}`)) !== null;
}

export async function recordClick(tx: DocTx, input: ClickInput): Promise<ClickOutcome> {
  const { skin: name, id, uid, at, shard, rateLimits = [] } = input;
  const hits = await readRateLimits(tx, rateLimits, at);
  if (hits === null) return 'rate-limited';
  const skin = await tx.get<UsernameDoc>(paths.username(name));
  // Her own clicks would drown her visitors', as her own visits would.
  const counts = skin !== null && skin.uid !== uid && (await skinHasTarget(tx, skin, id));
  const path = counts ? paths.visita(skin.uid, skin.skinId, dayOf(at), shard) : null;
  const current = path === null ? null : await tx.get<VisitaDoc>(path);
  // Every click that reached the reads is one of the client's, or invented ids would cost reads for free.
  writeRateLimits(tx, rateLimits, hits, at);
  if (path === null) return 'ignored';
  tx.set(path, { ...applyClick(current, dayOf(at), id) });
  return 'counted';
}
