/**
 * The sweep a schedule runs every few minutes: a skin whose card or container reached a date is
 * published again as shown then, once. Runs on a fake clock; a second run, or two at once, write
 * nothing more.
 */
import { paths } from '../kernel/paths';
import { publishedPaths, type PublishedPageDoc, type PublishedSiteDoc } from '.';
import type { CardFields } from '../studio';
import type { SkinChange } from '../studio';
import { ANA, createWorld, expectNoWrites, type World } from '../handlers/test-support/world';
import { runScheduleSweep } from './schedule-sweep';

const HOUR = 3_600_000;

const card: CardFields = {
  name: 'oferta',
  nomeDescricao: '',
  titulo: 'Oferta de lançamento',
  descricao: '',
  imagem: '',
  atividade: '',
  criador: '',
  periodo: '',
  linkExterno: '',
  addOns: [],
};

async function edit(world: World, change: SkinChange): Promise<string> {
  return (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId ?? '';
}
const sweep = (world: World) => runScheduleSweep({ store: world.store, now: () => world.clock.now, logger: world.deps.logger });
const publishedCardIds = (world: World) =>
  world.db.get<PublishedPageDoc>(publishedPaths.page('ana', 'home'))?.cards.map((c) => c.id) ?? [];
const site = (world: World) => world.db.get<PublishedSiteDoc>(publishedPaths.site('ana'));

/** Ana's home page with a card that shows from an hour ahead for two hours. */
async function withCardInAnHour() {
  const world = createWorld();
  const container = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Ofertas' });
  const start = world.clock.now + HOUR;
  const id = await edit(world, {
    kind: 'addCard',
    containerId: container,
    card: { ...card, inicio: start, fim: start + 2 * HOUR },
  });
  return { world, id, start };
}

describe('the schedule sweep', () => {
  it('publishes nothing before the start: nothing is due', async () => {
    const { world } = await withCardInAnHour();
    world.clock.now += HOUR - 1;
    await expectNoWrites(world.db, async () => expect(await sweep(world)).toEqual({ republished: [], tooLarge: [] }));
  });

  it('publishes the card once its start comes, and says when it next changes (its end)', async () => {
    const { world, id, start } = await withCardInAnHour();
    world.clock.now = start;
    expect(await sweep(world)).toEqual({ republished: ['ana'], tooLarge: [] });
    expect(publishedCardIds(world)).toEqual([id]);
    expect(site(world)).toMatchObject({ proximaMudanca: start + 2 * HOUR, changedAt: start });
  });

  it('a second run at the same moment writes nothing', async () => {
    const { world, start } = await withCardInAnHour();
    world.clock.now = start + 1;
    await sweep(world);
    await expectNoWrites(world.db, async () => expect(await sweep(world)).toEqual({ republished: [], tooLarge: [] }));
  });

  it('two runs at once republish the skin once', async () => {
    const { world, start } = await withCardInAnHour();
    world.clock.now = start;
    const [first, second] = await Promise.all([sweep(world), sweep(world)]);
    expect([...first.republished, ...second.republished]).toEqual(['ana']);
  });

  it('takes the card away once its end passes, and then has nothing more to do for the skin', async () => {
    const { world, id, start } = await withCardInAnHour();
    world.clock.now = start + 3 * HOUR;
    await sweep(world);
    expect(publishedCardIds(world)).not.toContain(id);
    expect(site(world)?.proximaMudanca).toBeUndefined();
    // Her source documents are untouched: the studio still lists the card.
    expect(world.db.get(`${paths.cards(ANA.uid, 'skin-ana')}/${id}`)).toMatchObject({ inicio: start });
  });

  it('reads only the skins that are due, most overdue first, however many skins there are', async () => {
    const { world, start } = await withCardInAnHour();
    expect(await world.store.dueScheduled(start - 1, 10)).toEqual([]);
    expect(await world.store.dueScheduled(start, 10)).toEqual(['ana']);
    expect(await world.store.dueScheduled(start, 0)).toEqual([]);
  });
});
