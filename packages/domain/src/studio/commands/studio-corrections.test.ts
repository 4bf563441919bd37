/**
 * The studio corrects what a person types instead of refusing it: a page name with spaces and
 * accents gets an address made from it and keeps its name as typed, a link without a scheme gets
 * https://, and a skin gets a display name of any letters, shown as its heading.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { CardDoc, PaginaDoc, SkinDoc } from '../../skins';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const ANA_SKIN = 'skin-ana';

async function edit(world: World, change: unknown): Promise<string | null> {
  return (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId;
}

const card = (overrides: Record<string, unknown> = {}) => ({
  name: '',
  nomeDescricao: '',
  titulo: 'Portfólio',
  descricao: '',
  imagem: '',
  atividade: '',
  criador: '',
  periodo: '',
  linkExterno: '',
  addOns: [],
  ...overrides,
});

describe('a page named as she would say it', () => {
  it('"Sobre mim" becomes /sobre-mim, its name kept as typed', async () => {
    const world = createWorld();
    expect(await edit(world, { kind: 'addPage', nome: 'Sobre mim' })).toBe('sobre-mim');
    expect(world.db.get<PaginaDoc>(paths.pagina(ANA.uid, ANA_SKIN, 'sobre-mim'))).toMatchObject({
      id_pagina: 'sobre-mim',
      nome: 'Sobre mim',
    });
  });

  it('"Serviços" becomes /servicos', async () => {
    const world = createWorld();
    expect(await edit(world, { kind: 'addPage', nome: '  Serviços ' })).toBe('servicos');
    expect(world.db.get<PaginaDoc>(paths.pagina(ANA.uid, ANA_SKIN, 'servicos'))).toMatchObject({ nome: 'Serviços' });
  });

  it('a name that leaves no address (only emoji) is refused next to the field, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('editSkin', { skin: 'ana', change: { kind: 'addPage', nome: '🌟🌟' } }, { as: ANA });
      expect(refusal).toMatchObject({ code: 'invalid-argument', message: MESSAGES.pageNameNoLetters });
    });
  });

  it('a name whose address is reserved is still refused: "Card" would be /card', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal('editSkin', { skin: 'ana', change: { kind: 'addPage', nome: 'Card' } }, { as: ANA });
      expect(refusal).toMatchObject({ code: 'invalid-argument', message: MESSAGES.pageNameReserved });
    });
  });

  it('a name longer than a page name may be is refused, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const refusal = await world.refusal(
        'editSkin',
        { skin: 'ana', change: { kind: 'addPage', nome: 'a'.repeat(41) } },
        { as: ANA },
      );
      expect(refusal).toMatchObject({ code: 'invalid-argument', message: MESSAGES.pageLabelInvalid });
    });
  });
});

describe('a link typed without https://', () => {
  it('"behance.net/marina" is kept as https://behance.net/marina', async () => {
    const world = createWorld();
    await edit(world, { kind: 'addPage', nome: 'portfolio' });
    const container = (await edit(world, { kind: 'addContainer', pageId: 'portfolio', titulo: 'Projetos' })) ?? '';
    const id =
      (await edit(world, { kind: 'addCard', containerId: container, card: card({ linkExterno: 'behance.net/marina' }) })) ?? '';
    const stored = world.db.get<CardDoc>(`${paths.cards(ANA.uid, ANA_SKIN)}/${id}`);
    expect(stored?.linkExterno).toBe('https://behance.net/marina');
  });

  it('a javascript: link is still refused, writing nothing', async () => {
    const world = createWorld();
    await edit(world, { kind: 'addPage', nome: 'portfolio' });
    const container = (await edit(world, { kind: 'addContainer', pageId: 'portfolio', titulo: 'Projetos' })) ?? '';
    await expectNoWrites(world.db, async () => {
      const change = { kind: 'addCard', containerId: container, card: card({ linkExterno: 'javascript:alert(1)' }) };
      expect(await world.refusal('editSkin', { skin: 'ana', change }, { as: ANA })).toMatchObject({
        message: MESSAGES.linkInvalid,
      });
    });
  });
});

describe('a skin’s display name, set in the studio', () => {
  it('is kept as typed, accents and emoji included, on the skin and its published snapshot', async () => {
    const world = createWorld();
    await edit(world, { kind: 'updateSkin', nomeExibicao: '  Ana   Souza 🎨 ' });
    expect(world.db.get<SkinDoc>(paths.skin(ANA.uid, ANA_SKIN))?.nomeExibicao).toBe('Ana Souza 🎨');
    const site = world.db.get<{ skin: SkinDoc }>(publishedPaths.site('ana'));
    expect(site?.skin.nomeExibicao).toBe('Ana Souza 🎨');
  });

  it('an empty one takes the display name away: the address shows again', async () => {
    const world = createWorld();
    await edit(world, { kind: 'updateSkin', nomeExibicao: 'Ana' });
    await edit(world, { kind: 'updateSkin', nomeExibicao: '' });
    expect(world.db.get<SkinDoc>(paths.skin(ANA.uid, ANA_SKIN))?.nomeExibicao).toBeUndefined();
  });

  it('refuses a bidi override (a name that would read backwards), writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const change = { kind: 'updateSkin', nomeExibicao: 'Ana\u202Ebmal' };
      expect(await world.refusal('editSkin', { skin: 'ana', change }, { as: ANA })).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.displayNameForbidden,
      });
    });
  });

  it('refuses a name over 60 characters, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      const change = { kind: 'updateSkin', nomeExibicao: 'a'.repeat(61) };
      expect(await world.refusal('editSkin', { skin: 'ana', change }, { as: ANA })).toMatchObject({
        message: MESSAGES.displayNameTooLong,
      });
    });
  });
});
