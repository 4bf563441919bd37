/**
 * A lead under the privacy features: the inbox's note on a visitor goes with her own data only as far
 * as it is hers. Bruno wrote on Ana's form; Ana keeps his lead at Proposta enviada.
 */
import { UNDO_DELETION_MS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { Caller } from '../../kernel/types';
import type { LeadDoc } from '../lead-types';
import { ANA, BRUNO, createWorld, type World } from '../../handlers/test-support/world';

const FORM = { id_container: 'form-ana', titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [] };

async function brunosLeadAtAna(): Promise<World> {
  const world = createWorld();
  await world.db.runTransaction(async (tx) =>
    tx.set(publishedPaths.page('ana', 'home'), {
      containers: [{ ...FORM, tipo: 'formulario', assuntos: ['OUTRO'] }],
      cards: [],
      addOns: [],
    }),
  );
  const form = { assunto: 'OUTRO', mensagem: 'Quanto custa um site?', destino: 'ana', pagina: 'home', skin: 'bruno' };
  const sent = await world.call('sendContactMessage', form, { as: BRUNO });
  await world.call(
    'setLeadStage',
    { idContato: sent.idContato, idConversa: sent.idConversa, etapa: 'proposta', valorProposta: 90_000 },
    { as: ANA },
  );
  return world;
}

const leads = (world: World) => world.db.query<LeadDoc>({ collection: paths.leads() });

async function deleted(world: World, confirmacao: string, caller: Caller) {
  await world.call('deleteMyAccount', { confirmacao }, { as: caller });
  world.clock.now += UNDO_DELETION_MS + 1;
  await world.sweep();
}

describe('a lead and the privacy features', () => {
  it('is in the export of the inbox that keeps it, with its history, and not in the visitor’s', async () => {
    const world = await brunosLeadAtAna();
    const [lead] = leads(world);
    const pathsOf = async (caller: Caller) => {
      const file = await world.call('exportMyData', {}, { as: caller });
      return Object.values(file.secoes).flatMap((docs) => docs.map((d) => d.caminho));
    };
    const anas = await pathsOf(ANA);
    expect(anas).toContain(lead?.path);
    expect(anas.some((p) => p.startsWith(`${lead?.path}/etapas/`))).toBe(true);
    expect((await pathsOf(BRUNO)).filter((p) => p.startsWith('leads/'))).toEqual([]);
  });

  it('the visitor deleting his account leaves her lead at the anonymised conversation, without his name', async () => {
    const world = await brunosLeadAtAna();
    await deleted(world, 'bruno', BRUNO);
    const rows = leads(world);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.data).toMatchObject({ caixa: 'ana', uidDono: ANA.uid, etapa: 'proposta', valorProposta: 90_000 });
    expect(rows[0]?.data).not.toHaveProperty('nome');
    expect(JSON.stringify(rows[0]?.data)).not.toContain('bruno');
    expect(world.db.get(paths.conversa(rows[0]?.data.idContato ?? '', rows[0]?.data.idConversa ?? ''))).not.toBeNull();
  });

  it('the inbox deleting her account takes her leads and their history', async () => {
    const world = await brunosLeadAtAna();
    await deleted(world, 'ana', ANA);
    expect(leads(world)).toEqual([]);
    expect(world.db.query({ group: 'etapas' })).toEqual([]);
  });
});
