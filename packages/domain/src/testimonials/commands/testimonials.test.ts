/**
 * Her link asking for quotes, a visitor's quote through it, and her review. Every refusal writes
 * nothing; a wrong id and a wrong secret get one answer; a retried send keeps one quote; an approved
 * quote moves into the page exactly once; a renewed link ends the old one.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths, type PublishedPageDoc } from '../../published';
import type { ContainerDoc } from '../../skins';
import { ANA, BRUNO, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';
import { DEPOIMENTOS_MAX } from '../schema';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { testimonialPaths } from '../testimonial-paths';

const ANA_SKIN = 'skin-ana';
const ID_ENVIO = '3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab';
const pending = (world: World) => {
  const prefix = `${testimonialPaths.depoimentosPendentes(ANA.uid, ANA_SKIN)}/`;
  return Object.entries(world.db.toJSON()).flatMap(([path, data]) =>
    path.startsWith(prefix) ? [{ id: path.slice(prefix.length), data }] : [],
  );
};
const containerDoc = (world: World, id: string) => world.db.get<ContainerDoc>(`${paths.containers(ANA.uid, ANA_SKIN)}/${id}`);
const publishedQuotes = (world: World, id: string) =>
  world.db.get<PublishedPageDoc>(publishedPaths.page('ana', 'home'))?.containers.find((c) => c.id_container === id)?.depoimentos
    ?.itens ?? [];

/** Ana's home page with a Depoimentos container and a link asking for quotes. */
async function withLink() {
  const world = createWorld();
  const change = { kind: 'addContainer', pageId: 'home', titulo: 'Depoimentos', tipo: 'depoimentos' };
  const containerId = (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId ?? '';
  const link = await world.call('setTestimonialLink', { skin: 'ana', containerId, ligado: true }, { as: ANA });
  if (!('linkId' in link)) throw new Error('no link');
  return { world, containerId, link };
}

const quote = (link: { linkId: string; segredo: string }, extra: Record<string, unknown> = {}) => ({
  linkId: link.linkId,
  segredo: link.segredo,
  idEnvio: ID_ENVIO,
  texto: 'Entregou antes do prazo. Recomendo!',
  nome: 'Joana Lima',
  papel: 'Padaria Pão Quente',
  consentimento: true,
  ...extra,
});

describe('a visitor sends a quote through her link', () => {
  it('opens the link (her name) and sends once: a retry of the same draft keeps one quote, not shown on the page', async () => {
    const { world, containerId, link } = await withLink();
    expect(await world.call('readTestimonialLink', { linkId: link.linkId, segredo: link.segredo })).toEqual({
      nome: 'ana',
      skin: 'ana',
    });
    expect(await world.call('sendTestimonial', quote(link))).toEqual({ enviado: true });
    await expectNoWrites(world.db, async () => {
      expect(await world.call('sendTestimonial', quote(link))).toEqual({ enviado: true });
    });
    expect(pending(world)).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ containerId, nome: 'Joana Lima', papel: 'Padaria Pão Quente' }),
      }),
    ]);
    expect(publishedQuotes(world, containerId)).toEqual([]);
  });

  it('A wrong secret, an unknown link or a link of a skin turned off: one not-found answer, writing nothing', async () => {
    const { world, link } = await withLink();
    await expectNoWrites(world.db, async () => {
      for (const payload of [quote(link, { segredo: 'x'.repeat(32) }), quote(link, { linkId: 'nada' })]) {
        expect(await world.refusal('sendTestimonial', payload)).toMatchObject({
          code: 'not-found',
          message: MESSAGES.depoimentoLinkNotFound,
        });
      }
      expect(await world.refusal('readTestimonialLink', { linkId: link.linkId, segredo: 'errado' })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.depoimentoLinkNotFound,
      });
    });
  });

  it.each([
    ['without consent', { consentimento: false }, MESSAGES.depoimentoConsentRequired],
    ['with an empty quote', { texto: '  ' }, MESSAGES.depoimentoTextoRequired],
    ['with a quote over 600 characters', { texto: 'a'.repeat(601) }, MESSAGES.depoimentoTextoTooLong],
    ['without a name', { nome: '' }, MESSAGES.depoimentoNomeRequired],
  ])('A quote sent %s: refused with its message, writing nothing', async (_name, extra, message) => {
    const { world, link } = await withLink();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendTestimonial', quote(link, extra))).toMatchObject({ code: 'invalid-argument', message });
    });
  });

  it('A flood from one client: past its limit, refused and nothing written', async () => {
    const { world, link } = await withLink();
    const max = RATE_LIMITS.testimonialSendPerIp.max;
    for (let i = 0; i < max; i += 1)
      await world.call('sendTestimonial', quote(link, { idEnvio: ID_ENVIO.replace(/.{2}$/, `${10 + i}`) }));
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendTestimonial', quote(link, { idEnvio: ID_ENVIO.replace(/.{2}$/, '99') }))).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.depoimentoSendRateLimited,
      });
    });
    // Another client (another /48) still sends.
    expect(
      await world.call('sendTestimonial', quote(link, { idEnvio: ID_ENVIO.replace(/.{2}$/, '98') }), { ip: '2001:db8:1::1' }),
    ).toEqual({
      enviado: true,
    });
  });
});

describe('her link', () => {
  it('Renewing the link: the old address stops working, the new one works; turned off, none does', async () => {
    const { world, containerId, link } = await withLink();
    const renewed = await world.call('setTestimonialLink', { skin: 'ana', containerId, ligado: true }, { as: ANA });
    if (!('linkId' in renewed)) throw new Error('no link');
    expect(renewed.linkId).not.toBe(link.linkId);
    expect(await world.refusal('sendTestimonial', quote(link))).toMatchObject({ code: 'not-found' });
    expect(await world.call('sendTestimonial', quote(renewed))).toEqual({ enviado: true });
    expect(await world.call('setTestimonialLink', { skin: 'ana', containerId, ligado: false }, { as: ANA })).toEqual({
      desligado: true,
    });
    expect(await world.refusal('sendTestimonial', quote(renewed, { idEnvio: ID_ENVIO.replace(/.{2}$/, '77') }))).toMatchObject({
      code: 'not-found',
    });
    expect(world.db.get(testimonialPaths.depoimentoLink(ANA.uid, ANA_SKIN, containerId))).toBeNull();
  });

  it('Another creator asking a link for her container: the same answer as a skin that does not exist, writing nothing', async () => {
    const { world, containerId } = await withLink();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('setTestimonialLink', { skin: 'ana', containerId, ligado: true }, { as: BRUNO })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.skinNotFound,
      });
      expect(
        await world.refusal('setTestimonialLink', { skin: 'ana', containerId: 'nada', ligado: true }, { as: ANA }),
      ).toMatchObject({
        code: 'not-found',
      });
    });
  });
});

describe('her review', () => {
  async function withPending() {
    const setup = await withLink();
    await setup.world.call('sendTestimonial', quote(setup.link));
    const [first] = pending(setup.world);
    if (!first) throw new Error('no pending quote');
    return { ...setup, pendenteId: first.id };
  }

  it('Aprovar moves the quote into the container and the published page exactly once; a second Aprovar is refused, writing nothing', async () => {
    const { world, containerId, pendenteId } = await withPending();
    expect(await world.call('reviewTestimonial', { skin: 'ana', pendenteId, aprovar: true }, { as: ANA })).toEqual({
      resultado: 'aprovado',
    });
    const item = {
      id: pendenteId,
      texto: 'Entregou antes do prazo. Recomendo!',
      nome: 'Joana Lima',
      papel: 'Padaria Pão Quente',
    };
    expect(containerDoc(world, containerId)?.depoimentos?.itens).toEqual([item]);
    expect(publishedQuotes(world, containerId)).toEqual([item]);
    expect(pending(world)).toEqual([]);
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('reviewTestimonial', { skin: 'ana', pendenteId, aprovar: true }, { as: ANA })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.depoimentoPendingNotFound,
      });
    });
    expect(containerDoc(world, containerId)?.depoimentos?.itens).toHaveLength(1);
  });

  it('Recusar deletes it, and the page never shows it', async () => {
    const { world, containerId, pendenteId } = await withPending();
    expect(await world.call('reviewTestimonial', { skin: 'ana', pendenteId, aprovar: false }, { as: ANA })).toEqual({
      resultado: 'recusado',
    });
    expect(pending(world)).toEqual([]);
    expect(publishedQuotes(world, containerId)).toEqual([]);
  });

  it('Another creator reviewing her quote, or a full container: refused, writing nothing', async () => {
    const { world, containerId, pendenteId } = await withPending();
    const full = Array.from({ length: DEPOIMENTOS_MAX }, (_, i) => ({ id: `d${i}`, texto: 'Bom', nome: 'X', papel: '' }));
    await world.call(
      'editSkin',
      { skin: 'ana', change: { kind: 'updateContainer', containerId, depoimentos: { itens: full } } },
      { as: ANA },
    );
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('reviewTestimonial', { skin: 'ana', pendenteId, aprovar: true }, { as: BRUNO })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.skinNotFound,
      });
      expect(await world.refusal('reviewTestimonial', { skin: 'ana', pendenteId, aprovar: true }, { as: ANA })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.depoimentosTooMany,
      });
    });
  });
});
