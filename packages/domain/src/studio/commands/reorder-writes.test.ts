/**
 * Write amplification: reordering writes O(1) documents. Positions are order keys, so moving one
 * page, container or card rewrites that item's document alone, whatever the list's length.
 */
import { EMPTY_CARD_FIELDS, type CardFields } from '../card-content';
import { LIMITS } from '../../kernel/constants';
import type { SkinChange } from '../studio-commands';
import { createWorld, OWNER, type World } from '../../handlers/test-support/world';

const card = (titulo: string): CardFields => ({ ...EMPTY_CARD_FIELDS, addOns: [], name: titulo, titulo });

async function edit(world: World, change: SkinChange): Promise<string> {
  return (await world.call('editSkin', { skin: 'lab', change }, { as: OWNER })).createdId ?? '';
}

/** The documents one change writes (set or deleted), counted as the database commits them. */
async function writesOf(world: World, change: SkinChange): Promise<string[]> {
  const written: string[] = [];
  const stop = world.db.subscribe((paths) => written.push(...paths));
  try {
    await edit(world, change);
  } finally {
    stop();
  }
  return written;
}

describe('reordering', () => {
  it('write amplification: moving the last card of a 300-card container to the top writes O(1) documents', async () => {
    const world = createWorld();
    const containerId = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Muitos' });
    const ids: string[] = [];
    for (let n = 0; n < LIMITS.cardsPerSkin - 1; n += 1)
      ids.push(await edit(world, { kind: 'addCard', containerId, card: card(`c${n}`) }));
    const last = ids.at(-1) ?? '';
    const written = await writesOf(world, {
      kind: 'moveCard',
      cardId: last,
      fromContainerId: containerId,
      toContainerId: containerId,
      toIndex: 0,
    });
    // The moved ref, and the skin's own bookkeeping (rate limit, counters) at most.
    expect(written.filter((path) => path.includes('/cardRefs/'))).toHaveLength(1);
    expect(written.length).toBeLessThanOrEqual(3);
  });

  it('write amplification: moving a page or a container rewrites that one document', async () => {
    const world = createWorld();
    for (let n = 0; n < 8; n += 1) await edit(world, { kind: 'addPage', nome: `pagina-${n}` });
    const pageWrites = await writesOf(world, { kind: 'movePage', pageId: 'pagina-7', toIndex: 0 });
    expect(pageWrites.filter((path) => path.includes('/paginas/'))).toHaveLength(1);

    const containers: string[] = [];
    for (let n = 0; n < 8; n += 1) containers.push(await edit(world, { kind: 'addContainer', pageId: 'home', titulo: `C${n}` }));
    const containerWrites = await writesOf(world, {
      kind: 'moveContainer',
      pageId: 'home',
      containerId: containers.at(-1) ?? '',
      toIndex: 0,
    });
    expect(containerWrites.filter((path) => path.includes('/containerRefs/'))).toHaveLength(1);
  });
});
