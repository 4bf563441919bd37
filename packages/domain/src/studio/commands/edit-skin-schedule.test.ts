/**
 * A card's or container's dates ("Mostrar a partir de", "Mostrar até"): stored on its document, and
 * the published snapshot, which anyone may read, holds it only between them. An end before the
 * start, or a date that is none, is refused in Portuguese and writes nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths, type PublishedPageDoc, type PublishedSiteDoc } from '../../published';
import type { CardDoc, ContainerDoc } from '../../skins';
import type { CardFields } from '../card-content';
import type { SkinChange } from '../studio-commands';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ANA_SKIN = 'skin-ana';

const card: CardFields = {
  name: 'lançamento',
  nomeDescricao: '',
  titulo: 'Coleção de verão',
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
const refusal = (world: World, change: unknown) => world.refusal('editSkin', { skin: 'ana', change }, { as: ANA });
const cardDoc = (world: World, id: string) => world.db.get<CardDoc>(`${paths.cards(ANA.uid, ANA_SKIN)}/${id}`);
const containerDoc = (world: World, id: string) => world.db.get<ContainerDoc>(`${paths.containers(ANA.uid, ANA_SKIN)}/${id}`);
const home = (world: World) => world.db.get<PublishedPageDoc>(publishedPaths.page('ana', 'home'));
const site = (world: World) => world.db.get<PublishedSiteDoc>(publishedPaths.site('ana'));
const publishedCardIds = (world: World) => home(world)?.cards.map((c) => c.id) ?? [];

async function withContainer() {
  const world = createWorld();
  const container = await edit(world, { kind: 'addContainer', pageId: 'home', titulo: 'Novidades' });
  const always = await edit(world, { kind: 'addCard', containerId: container, card });
  return { world, container, always, now: world.clock.now };
}

describe('a card with dates', () => {
  it('a card scheduled for tomorrow is stored with its start but is in no published document', async () => {
    const { world, container, always, now } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: { ...card, inicio: now + DAY } });
    expect(cardDoc(world, id)).toMatchObject({ inicio: now + DAY });
    expect(publishedCardIds(world)).toEqual([always]);
    const published = Object.entries(world.db.toJSON()).filter(([path]) => path.startsWith('sites/'));
    expect(JSON.stringify(published)).not.toContain(id);
    // The site says when the page next changes, and nothing of what.
    expect(site(world)?.proximaMudanca).toBe(now + DAY);
  });

  it('a card whose end has passed is hidden; one within its dates is shown, carrying its end', async () => {
    const { world, container, always, now } = await withContainer();
    const ended = await edit(world, {
      kind: 'addCard',
      containerId: container,
      card: { ...card, inicio: now - DAY, fim: now - HOUR },
    });
    const current = await edit(world, {
      kind: 'addCard',
      containerId: container,
      card: { ...card, inicio: now - DAY, fim: now + HOUR },
    });
    expect(publishedCardIds(world)).toEqual([always, current]);
    expect(publishedCardIds(world)).not.toContain(ended);
    expect(home(world)?.cards.find((c) => c.id === current)).toMatchObject({ fim: now + HOUR });
    expect(site(world)?.proximaMudanca).toBe(now + HOUR);
  });

  it('clears a date with null, and the card is published again', async () => {
    const { world, container, now } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: { ...card, inicio: now + DAY } });
    await edit(world, { kind: 'updateCard', cardId: id, card: { ...card, inicio: null, fim: null } });
    expect(cardDoc(world, id)).toMatchObject({ inicio: null, fim: null });
    expect(publishedCardIds(world)).toContain(id);
    expect(site(world)?.proximaMudanca).toBeUndefined();
  });

  it('keeps its dates when an edit leaves them out', async () => {
    const { world, container, now } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: { ...card, fim: now + DAY } });
    await edit(world, { kind: 'updateCard', cardId: id, card: { ...card, titulo: 'Outra' } });
    expect(cardDoc(world, id)).toMatchObject({ titulo: 'Outra', fim: now + DAY });
  });

  it('refuses an end before its start, in Portuguese, on the end, and writes nothing', async () => {
    const { world, container, now } = await withContainer();
    await expectNoWrites(world.db, async () => {
      const refused = await refusal(world, {
        kind: 'addCard',
        containerId: container,
        card: { ...card, inicio: now + DAY, fim: now },
      });
      expect(refused).toMatchObject({ code: 'invalid-argument', message: MESSAGES.scheduleEndBeforeStart });
    });
  });

  it('refuses an end that would fall before the start already stored, and writes nothing', async () => {
    const { world, container, now } = await withContainer();
    const id = await edit(world, { kind: 'addCard', containerId: container, card: { ...card, inicio: now + DAY } });
    await expectNoWrites(world.db, async () => {
      const refused = await refusal(world, { kind: 'updateCard', cardId: id, card: { ...card, fim: now + HOUR } });
      expect(refused).toMatchObject({ code: 'invalid-argument', message: MESSAGES.scheduleEndBeforeStart });
    });
  });

  it.each([
    ['a text', 'amanhã'],
    ['a fraction of a millisecond', Date.UTC(2030, 0, 1) + 0.5],
    ['a year past 2100', Date.UTC(2200, 0, 1)],
    ['a year before 2000', Date.UTC(1990, 0, 1)],
  ])('refuses %s as a date, in Portuguese, and writes nothing', async (_name, inicio) => {
    const { world, container } = await withContainer();
    await expectNoWrites(world.db, async () => {
      const refused = await refusal(world, { kind: 'addCard', containerId: container, card: { ...card, inicio } });
      expect(refused).toMatchObject({ code: 'invalid-argument', message: MESSAGES.scheduleDateInvalid });
    });
  });
});

describe('a container with dates', () => {
  it('a container scheduled for tomorrow is left out of the snapshot with its cards', async () => {
    const { world, container, always, now } = await withContainer();
    await edit(world, { kind: 'updateContainer', containerId: container, inicio: now + DAY, fim: now + 2 * DAY });
    expect(containerDoc(world, container)).toMatchObject({ inicio: now + DAY, fim: now + 2 * DAY, titulo: 'Novidades' });
    expect(home(world)?.containers.map((c) => c.id_container)).toEqual([]);
    expect(publishedCardIds(world)).not.toContain(always);
    expect(site(world)?.proximaMudanca).toBe(now + DAY);
  });

  it('refuses an end before its start, in Portuguese, and writes nothing', async () => {
    const { world, container, now } = await withContainer();
    await expectNoWrites(world.db, async () => {
      const refused = await refusal(world, { kind: 'updateContainer', containerId: container, inicio: now, fim: now - HOUR });
      expect(refused).toMatchObject({ code: 'invalid-argument', message: MESSAGES.scheduleEndBeforeStart });
    });
  });

  it('refuses an end before the start already stored, and writes nothing', async () => {
    const { world, container, now } = await withContainer();
    await edit(world, { kind: 'updateContainer', containerId: container, inicio: now + DAY });
    await expectNoWrites(world.db, async () => {
      const refused = await refusal(world, { kind: 'updateContainer', containerId: container, fim: now + HOUR });
      expect(refused).toMatchObject({ code: 'invalid-argument', message: MESSAGES.scheduleEndBeforeStart });
    });
  });
});
