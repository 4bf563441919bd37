/**
 * setLeadStage: the inbox side moves a lead on her board (Novo, Em conversa, Proposta enviada,
 * Fechado, Perdido) with an optional proposal value; the visitor side, strangers and owners outside
 * the site's inbox learn nothing and write nothing.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { EtapaDoc } from '../stages';
import { leadIdOf, type LeadDoc } from '../lead-doc';
import {
  ANA,
  BRUNO,
  createWorld,
  expectNoWrites,
  NEWCOMER,
  OWNER,
  SECOND_OWNER,
  T0,
  type World,
} from '../../handlers/test-support/world';

const FORM = { id_container: 'form-ana', titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [] };

interface Lead {
  idContato: string;
  idConversa: string;
}

/** Ana's skin with a published form, a visitor's lead in her inbox and Bruno's (signed in) too. */
async function anasInbox(): Promise<{ world: World; lead: Lead; brunos: Lead; labLead: Lead }> {
  const world = createWorld();
  await world.db.runTransaction(async (tx) =>
    tx.set(publishedPaths.page('ana', 'home'), {
      containers: [{ ...FORM, tipo: 'formulario', assuntos: ['OUTRO'] }],
      cards: [],
      addOns: [],
    }),
  );
  const form = { assunto: 'OUTRO', mensagem: 'Quanto custa um site?', destino: 'ana', pagina: 'home' };
  const sent = await world.call('sendContactMessage', { ...form, email: 'leitora@example.com' }, { as: null });
  const bruno = await world.call('sendContactMessage', { ...form, skin: 'bruno' }, { as: BRUNO });
  const lab = await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
  return {
    world,
    lead: { idContato: sent.idContato, idConversa: sent.idConversa },
    brunos: { idContato: bruno.idContato, idConversa: bruno.idConversa },
    labLead: { idContato: lab.idContato, idConversa: lab.idConversa },
  };
}

const conversa = (world: World, lead: Lead) => world.db.get<LeadDoc>(paths.lead(leadIdOf(lead.idContato, lead.idConversa)));
const historyOf = (world: World, lead: Lead) =>
  world.db.query<EtapaDoc>({ collection: paths.etapas(leadIdOf(lead.idContato, lead.idConversa)) }).map((row) => row.data);

describe('setLeadStage', () => {
  it('moves her lead to Proposta enviada with its value, and records who moved it from where', async () => {
    const { world, lead } = await anasInbox();
    world.clock.now = T0 + 60_000;
    expect(await world.call('setLeadStage', { ...lead, etapa: 'proposta', valorProposta: 350_000 }, { as: ANA })).toEqual({
      etapa: 'proposta',
      valorProposta: 350_000,
      changed: true,
    });
    expect(conversa(world, lead)).toMatchObject({ etapa: 'proposta', valorProposta: 350_000, etapaEm: T0 + 60_000 });
    expect(historyOf(world, lead)).toEqual([
      { de: 'novo', para: 'proposta', valorProposta: 350_000, em: T0 + 60_000, uid: ANA.uid, caixa: 'ana', uidDono: ANA.uid },
    ]);
  });

  it('writes nothing when the stage and value are already those (a second tap, a retry)', async () => {
    const { world, lead } = await anasInbox();
    await world.call('setLeadStage', { ...lead, etapa: 'fechado', valorProposta: 100 }, { as: ANA });
    await expectNoWrites(world.db, async () => {
      expect(await world.call('setLeadStage', { ...lead, etapa: 'fechado', valorProposta: 100 }, { as: ANA })).toMatchObject({
        changed: false,
      });
      expect(await world.call('setLeadStage', { ...lead, etapa: 'fechado' }, { as: ANA })).toMatchObject({ valorProposta: 100 });
    });
  });

  it('clears the “Voltou a escrever” mark when she moves a lead that wrote again', async () => {
    const { world, brunos } = await anasInbox();
    await world.call('setLeadStage', { ...brunos, etapa: 'perdido' }, { as: ANA });
    await world.call(
      'sendChatMessage',
      { contactId: brunos.idContato, conversationId: brunos.idConversa, mensagem: 'Voltei!' },
      { as: BRUNO },
    );
    expect(conversa(world, brunos)?.voltouEm).toBeDefined();
    await world.call('setLeadStage', { ...brunos, etapa: 'em-conversa' }, { as: ANA });
    expect(conversa(world, brunos)).not.toHaveProperty('voltouEm');
  });

  it('lets either owner move a lead of the site’s own inbox', async () => {
    const { world, labLead } = await anasInbox();
    await world.call('setLeadStage', { ...labLead, etapa: 'em-conversa' }, { as: OWNER });
    await world.call('setLeadStage', { ...labLead, etapa: 'fechado', valorProposta: 0 }, { as: SECOND_OWNER });
    expect(historyOf(world, labLead).map((h) => [h.para, h.uid])).toEqual(
      expect.arrayContaining([
        ['em-conversa', OWNER.uid],
        ['fechado', SECOND_OWNER.uid],
      ]),
    );
  });

  it('Not yours = absent: the visitor side, a stranger, an owner outside the site’s inbox and an absent lead hear the same, nothing written', async () => {
    const { world, lead, brunos, labLead } = await anasInbox();
    await expectNoWrites(world.db, async () => {
      const refusals = [
        await world.refusal('setLeadStage', { ...brunos, etapa: 'fechado' }, { as: BRUNO }),
        await world.refusal('setLeadStage', { ...labLead, etapa: 'fechado' }, { as: ANA }),
        await world.refusal('setLeadStage', { ...lead, etapa: 'fechado' }, { as: BRUNO }),
        await world.refusal('setLeadStage', { ...lead, etapa: 'fechado' }, { as: NEWCOMER }),
        await world.refusal('setLeadStage', { ...lead, etapa: 'fechado' }, { as: OWNER }),
        await world.refusal('setLeadStage', { ...lead, idConversa: 'outra', etapa: 'fechado' }, { as: ANA }),
        await world.refusal('setLeadStage', { idContato: 'ninguem_ana', idConversa: 'principal', etapa: 'fechado' }, { as: ANA }),
      ];
      for (const refusal of refusals) {
        expect(refusal).toMatchObject({ code: 'not-found', message: MESSAGES.conversationNotFound });
      }
    });
  });

  it('refuses a stage or a value out of bounds in Portuguese, an unknown field, and a caller not signed in, writing nothing', async () => {
    const { world, lead } = await anasInbox();
    await expectNoWrites(world.db, async () => {
      const stage = await world.refusal('setLeadStage', { ...lead, etapa: 'ganho' }, { as: ANA });
      expect(stage).toMatchObject({ code: 'invalid-argument', message: MESSAGES.leadStageInvalid });
      for (const valorProposta of [-1, 10.5, 100_000_001, '5000', Number.NaN]) {
        const value = await world.refusal('setLeadStage', { ...lead, etapa: 'proposta', valorProposta }, { as: ANA });
        expect([valorProposta, value.code, value.message]).toEqual([
          valorProposta,
          'invalid-argument',
          MESSAGES.leadValueInvalid,
        ]);
      }
      const extra = await world.refusal('setLeadStage', { ...lead, etapa: 'novo', uid: ANA.uid }, { as: ANA });
      expect(extra).toMatchObject({ code: 'invalid-argument', message: expect.stringContaining(MESSAGES.unknownField) });
      expect(await world.refusal('setLeadStage', { ...lead, etapa: 'novo' }, { as: null })).toMatchObject({
        code: 'unauthenticated',
      });
    });
  });

  it('accepts the bounds: nothing, and R$ 1.000.000,00', async () => {
    const { world, lead } = await anasInbox();
    await world.call('setLeadStage', { ...lead, etapa: 'proposta', valorProposta: 0 }, { as: ANA });
    await world.call('setLeadStage', { ...lead, etapa: 'proposta', valorProposta: 100_000_000 }, { as: ANA });
    expect(conversa(world, lead)?.valorProposta).toBe(100_000_000);
  });

  it('limits one account’s moves per hour, refusing beyond it without writing', async () => {
    const { world, lead } = await anasInbox();
    const full = { hits: Array.from({ length: RATE_LIMITS.leadStagePerUser.max }, () => T0), expiresAt: T0 + 3_600_000 };
    await world.db.runTransaction(async (tx) => tx.set(paths.rateLimit(`lead-stage:${ANA.uid}`), full));
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('setLeadStage', { ...lead, etapa: 'fechado' }, { as: ANA })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.leadStageRateLimited,
      });
    });
  });

  it('refuses a blocked account as blocked, writing nothing', async () => {
    const { world, lead } = await anasInbox();
    await world.call('setAccountBlocked', { uid: ANA.uid, bloqueado: true }, { as: OWNER });
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('setLeadStage', { ...lead, etapa: 'fechado' }, { as: ANA })).toMatchObject({
        code: 'permission-denied',
        message: MESSAGES.accountBlocked,
      });
    });
  });
});
