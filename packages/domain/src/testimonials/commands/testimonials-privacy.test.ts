/**
 * A quote sent through her link is her data while it waits: "Baixar meus dados" holds it, and
 * deleting her account erases it with her link (nothing of the flow stays behind).
 */
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { ANA, createWorld } from '../../handlers/test-support/world';
import { testimonialPaths } from '../testimonial-paths';

async function withPendingQuote() {
  const world = createWorld();
  const change = { kind: 'addContainer', pageId: 'home', titulo: 'Depoimentos', tipo: 'depoimentos' };
  const containerId = (await world.call('editSkin', { skin: 'ana', change }, { as: ANA })).createdId ?? '';
  const link = await world.call('setTestimonialLink', { skin: 'ana', containerId, ligado: true }, { as: ANA });
  if (!('linkId' in link)) throw new Error('no link');
  await world.call('sendTestimonial', {
    ...link,
    idEnvio: '3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab',
    texto: 'Recomendo!',
    nome: 'Joana Lima',
    papel: '',
    consentimento: true,
  });
  return { world, link };
}

const flowPaths = (all: Record<string, unknown>, linkId: string) =>
  Object.keys(all).filter(
    (path) => path.includes('/depoimentosPendentes/') || path.includes('/depoimentoLinks/') || path.endsWith(linkId),
  );

describe('pending quotes under the privacy features', () => {
  it('Baixar meus dados holds her pending quotes', async () => {
    const { world } = await withPendingQuote();
    const file = await world.call('exportMyData', {}, { as: ANA });
    const skins = file.secoes.skins as Array<{ caminho: string; dados: unknown }>;
    const pending = skins.filter((d) => d.caminho.startsWith(`${testimonialPaths.depoimentosPendentes(ANA.uid, 'skin-ana')}/`));
    expect(pending.map((d) => d.dados)).toEqual([expect.objectContaining({ nome: 'Joana Lima', texto: 'Recomendo!' })]);
  });

  it('Excluir minha conta erases her pending quotes and her link', async () => {
    const { world, link } = await withPendingQuote();
    expect(flowPaths(world.db.toJSON(), link.linkId)).toHaveLength(3);
    await world.call('deleteMyAccount', { confirmacao: 'ana' }, { as: ANA });
    world.clock.now += UNDO_DELETION_MS + 1;
    await world.sweep();
    expect(flowPaths(world.db.toJSON(), link.linkId)).toEqual([]);
  });
});
