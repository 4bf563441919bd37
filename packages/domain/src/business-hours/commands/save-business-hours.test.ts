import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, T0, type World } from '../../handlers/test-support/world';
import { emptyWeek } from '../hours';
import type { AtendimentoDoc } from '../atendimento';

const WEEK = {
  ...emptyWeek(),
  seg: [
    { inicio: '09:00', fim: '12:00' },
    { inicio: '14:00', fim: '18:00' },
  ],
};
const hours = (change: Record<string, unknown> = {}) => ({
  skin: 'ana',
  ativo: true,
  fusoHorario: 'America/Sao_Paulo',
  semana: WEEK,
  foraDoHorario: 'Respondo amanhã a partir das 9h.',
  confirmacao: '',
  silencioso: false,
  ...change,
});

async function refusedWithNothingWritten(world: World, data: unknown, as = ANA): Promise<[string, string]> {
  let answer: [string, string] = ['', ''];
  await expectNoWrites(world.db, async () => {
    const refusal = await world.refusal('saveBusinessHours', data, { as });
    answer = [refusal.code, refusal.message];
  });
  return answer;
}

describe('saveBusinessHours', () => {
  it('keeps her hours on atendimento/{skin}, readable by her account', async () => {
    const world = createWorld();
    await expect(world.call('saveBusinessHours', hours({ confirmacao: '  Recebi!  ' }))).resolves.toEqual({ saved: true });
    expect(world.db.get<AtendimentoDoc>(paths.atendimento('ana'))).toEqual({
      chave: 'ana',
      uids: [ANA.uid],
      ativo: true,
      fusoHorario: 'America/Sao_Paulo',
      semana: WEEK,
      foraDoHorario: 'Respondo amanhã a partir das 9h.',
      confirmacao: 'Recebi!',
      silencioso: false,
      atualizadoEm: T0,
    });
  });

  it('an owner sets the site’s own inbox, `lab`; nobody else may', async () => {
    const world = createWorld();
    await world.call('saveBusinessHours', hours({ skin: 'lab' }), { as: OWNER });
    expect(world.db.get<AtendimentoDoc>(paths.atendimento('lab'))).toMatchObject({ chave: 'lab', uids: [] });
    expect(await refusedWithNothingWritten(world, hours({ skin: 'lab' }), ANA)).toEqual(['not-found', MESSAGES.skinNotFound]);
  });

  it('someone else’s skin and one that does not exist get the same answer, an owner’s too, writing nothing', async () => {
    const world = createWorld();
    for (const [skin, as] of [
      ['bruno', ANA],
      ['ninguem', ANA],
      ['ana', OWNER],
    ] as const)
      expect(await refusedWithNothingWritten(world, hours({ skin }), as)).toEqual(['not-found', MESSAGES.skinNotFound]);
    expect((await world.refusal('saveBusinessHours', hours(), { as: null })).code).toBe('unauthenticated');
  });

  it.each([
    [
      'overlapping periods, named by their day',
      {
        semana: {
          ...WEEK,
          ter: [
            { inicio: '09:00', fim: '12:00' },
            { inicio: '11:00', fim: '13:00' },
          ],
        },
      },
      MESSAGES.hoursOverlapTer,
    ],
    ['an end before its start', { semana: { ...WEEK, sab: [{ inicio: '18:00', fim: '09:00' }] } }, MESSAGES.hoursInvalidSab],
    ['a time that is not one', { semana: { ...WEEK, dom: [{ inicio: '25:00', fim: '26:00' }] } }, MESSAGES.hoursInvalidDom],
    [
      'five periods in a day',
      { semana: { ...WEEK, qua: Array.from({ length: 5 }, (_, i) => ({ inicio: `1${i}:00`, fim: `1${i}:30` })) } },
      MESSAGES.hoursTooManyQua,
    ],
    ['a day missing', { semana: { seg: [] } }, MESSAGES.invalidPayload],
    ['an unknown time zone', { fusoHorario: 'Marte/Olympus' }, MESSAGES.hoursTimeZoneInvalid],
    ['an automatic answer over 1000 characters', { foraDoHorario: 'a'.repeat(1001) }, MESSAGES.hoursAnswerTooLong],
    ['an acknowledgement over 1000 characters', { confirmacao: 'a'.repeat(1001) }, MESSAGES.hoursAckTooLong],
    ['a hidden character in a text', { confirmacao: 'Oi\u202E' }, MESSAGES.hoursTextInvalidChars],
  ])('refuses %s in Portuguese, writing nothing', async (_, change, message) => {
    expect(await refusedWithNothingWritten(createWorld(), hours(change))).toEqual(['invalid-argument', message]);
  });

  it('an unknown field is refused, writing nothing', async () => {
    const [code, message] = await refusedWithNothingWritten(createWorld(), { ...hours(), uids: ['bruno-uid'] });
    expect(code).toBe('invalid-argument');
    expect(message).toContain('uids');
  });

  it('takes its per-account limit: past it, refused and nothing written', async () => {
    const world = createWorld();
    for (let i = 0; i < RATE_LIMITS.saveBusinessHoursPerUser.max; i += 1) await world.call('saveBusinessHours', hours());
    expect(await refusedWithNothingWritten(world, hours())).toEqual(['resource-exhausted', MESSAGES.hoursRateLimited]);
  });

  it('a blocked account cannot save, writing nothing', async () => {
    const world = createWorld();
    await world.call('setAccountBlocked', { uid: BRUNO.uid, bloqueado: true }, { as: OWNER });
    expect(await refusedWithNothingWritten(world, hours({ skin: 'bruno' }), BRUNO)).toEqual([
      'permission-denied',
      MESSAGES.accountBlocked,
    ]);
  });
});
