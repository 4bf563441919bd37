/**
 * What a visitor's message gets back by itself, after it commits: the acknowledgement of a first
 * message (once per conversation), the answer outside her hours (once a day in her zone), both in one
 * message, mailed as a reply of hers is; and her notices held by the quiet hours until her hours open.
 */
import { paths } from '../kernel/paths';
import { publishedPaths } from '../published';
import type { ChatDoc } from '../kernel/types';
import type { MailDoc } from '../notices';
import { sendMessageNotices } from '../notices';
import { ANA, BRUNO, createWorld, T0, type World } from '../handlers/test-support/world';
import { emptyWeek } from './hours';

const HOUR = 3_600_000;
/** T0 is Wednesday 1 May 2024, 09:00 in São Paulo. */
const WORKDAY = [
  { inicio: '09:00', fim: '12:00' },
  { inicio: '14:00', fim: '18:00' },
];
const WEEK = { ...emptyWeek(), seg: WORKDAY, ter: WORKDAY, qua: WORKDAY, qui: WORKDAY, sex: WORKDAY };
const OUTSIDE = 'Estou fora do horário. Respondo amanhã a partir das 9h.';
const ACK = 'Recebi sua mensagem, obrigada!';
const VISITOR = 'leitora@example.com';

async function anaWithHours(world: World, change: Record<string, unknown> = {}): Promise<void> {
  await world.db.runTransaction((tx) =>
    tx.set(publishedPaths.page('ana', 'home'), {
      containers: [
        {
          id_container: 'form-ana',
          titulo: 'Fale comigo',
          iconUrl: '',
          order: 0,
          cardIds: [],
          tipo: 'formulario',
          assuntos: ['ORÇAMENTO', 'OUTRO'],
        },
      ],
      cards: [],
      addOns: [],
    }),
  );
  const hours = {
    skin: 'ana',
    ativo: true,
    fusoHorario: 'America/Sao_Paulo',
    semana: WEEK,
    foraDoHorario: OUTSIDE,
    confirmacao: '',
    silencioso: false,
  };
  await world.call('saveBusinessHours', { ...hours, ...change }, { as: ANA });
}

const message = (mensagem: string, email = VISITOR) => ({
  assunto: 'ORÇAMENTO',
  mensagem,
  email,
  destino: 'ana',
  pagina: 'home',
});
const fromBruno = (mensagem: string) => ({ assunto: 'ORÇAMENTO', mensagem, skin: 'bruno', destino: 'ana', pagina: 'home' });

function chatOf(world: World, idContato: string, idConversa: string): ChatDoc[] {
  return world.db
    .query<ChatDoc>({ collection: paths.chat(idContato, idConversa) }, { orderBy: [['data', 'asc']] })
    .map((row) => row.data);
}
const automatic = (world: World, idContato: string, idConversa: string) =>
  chatOf(world, idContato, idConversa).filter((chat) => chat.automatica);

describe('the automatic answer outside her hours', () => {
  it('a message at 19:00 gets her text from her side, marked automatic, once that day; the next day once again', async () => {
    const world = createWorld();
    await anaWithHours(world);
    world.clock.now = T0 + 10 * HOUR; // 19:00
    const { idContato, idConversa } = await world.call('sendContactMessage', fromBruno('Oi, quanto custa?'), { as: BRUNO });
    expect(automatic(world, idContato, idConversa)).toEqual([
      expect.objectContaining({ mensagem: OUTSIDE, userRemetente: 'ana', nomeRemetente: 'Ana', automatica: true }),
    ]);
    const chat = (mensagem: string) =>
      world.call('sendChatMessage', { contactId: idContato, conversationId: idConversa, mensagem }, { as: BRUNO });
    world.clock.now = T0 + 11 * HOUR; // 20:00, the same day
    await chat('Alô?');
    world.clock.now = T0 + 14 * HOUR + 50 * 60_000; // 23:50, still the same day in São Paulo (02:50 UTC the next)
    await chat('Ainda aí?');
    expect(automatic(world, idContato, idConversa)).toHaveLength(1);
    world.clock.now = T0 + 19 * HOUR; // 04:00 the next day
    await chat('Bom dia?');
    expect(automatic(world, idContato, idConversa)).toHaveLength(2);
  });

  it('within her hours, or with the hours off, nothing is sent', async () => {
    const world = createWorld();
    await anaWithHours(world);
    const within = await world.call('sendContactMessage', message('Oi'), { as: null });
    expect(automatic(world, within.idContato, within.idConversa)).toEqual([]);
    await world.call(
      'saveBusinessHours',
      {
        skin: 'ana',
        ativo: false,
        fusoHorario: 'America/Sao_Paulo',
        semana: WEEK,
        foraDoHorario: OUTSIDE,
        confirmacao: '',
        silencioso: false,
      },
      { as: ANA },
    );
    world.clock.now = T0 + 10 * HOUR;
    const off = await world.call('sendContactMessage', message('Oi de novo', 'outra@example.com'), { as: null });
    expect(automatic(world, off.idContato, off.idConversa)).toEqual([]);
  });

  it('her own reply gets no automatic answer, and the automatic one is not her reply', async () => {
    const world = createWorld();
    await anaWithHours(world);
    world.clock.now = T0 + 10 * HOUR;
    const { idContato, idConversa } = await world.call('sendContactMessage', message('Oi'), { as: null });
    await world.call(
      'sendChatMessage',
      { contactId: idContato, conversationId: idConversa, mensagem: 'Respondo já!' },
      { as: ANA },
    );
    const chats = chatOf(world, idContato, idConversa);
    expect(chats.map((chat) => [chat.userRemetente, chat.automatica ?? false])).toEqual([
      [VISITOR, false],
      ['ana', true],
      ['ana', false],
    ]);
  });

  it('is mailed to a visitor who left only an e-mail the way her replies are: first the request to confirm', async () => {
    const world = createWorld();
    await anaWithHours(world);
    world.clock.now = T0 + 10 * HOUR;
    const { idContato, idConversa } = await world.call('sendContactMessage', message('Oi'), { as: null });
    const [answer] = automatic(world, idContato, idConversa);
    expect(answer?.emailRetido).toBe('sem-confirmacao');
    const toVisitor = world.db.query<MailDoc>({ collection: paths.mails() }).filter((row) => row.data.to.includes(VISITOR));
    expect(toVisitor).toHaveLength(1);
    expect(JSON.stringify(toVisitor[0]?.data)).not.toContain(OUTSIDE);
  });
});

describe('the acknowledgement of a first message', () => {
  it('goes once per conversation, at any hour', async () => {
    const world = createWorld();
    await anaWithHours(world, { confirmacao: ACK, foraDoHorario: '' });
    const { idContato, idConversa } = await world.call('sendContactMessage', fromBruno('Oi'), { as: BRUNO });
    const chat = (mensagem: string) =>
      world.call('sendChatMessage', { contactId: idContato, conversationId: idConversa, mensagem }, { as: BRUNO });
    await chat('Outra');
    world.clock.now = T0 + 10 * HOUR;
    await chat('E mais outra, fora do horário');
    expect(automatic(world, idContato, idConversa).map((chat) => chat.mensagem)).toEqual([ACK]);
  });

  it('with the answer outside her hours: one message, the acknowledgement first', async () => {
    const world = createWorld();
    await anaWithHours(world, { confirmacao: ACK });
    world.clock.now = T0 + 10 * HOUR;
    const { idContato, idConversa } = await world.call('sendContactMessage', message('Oi'), { as: null });
    expect(automatic(world, idContato, idConversa).map((chat) => chat.mensagem)).toEqual([`${ACK}\n\n${OUTSIDE}`]);
  });
});

describe('a retried notice step', () => {
  it('never appends the automatic answer twice, run twice at once and again after', async () => {
    const world = createWorld({ notices: 'held' });
    await anaWithHours(world, { confirmacao: ACK });
    world.clock.now = T0 + 10 * HOUR;
    const { idContato, idConversa } = await world.call('sendContactMessage', message('Oi'), { as: null });
    const [sent] = chatOf(world, idContato, idConversa);
    const ref = { idContato, idConversa, idAviso: sent!.idChat };
    const pending = world.db.get(paths.aviso(idContato, idConversa, sent!.idChat));
    await Promise.all([sendMessageNotices(world.deps, ref), sendMessageNotices(world.deps, ref)]);
    // The trigger's retry: the same pending notice, as if the first run failed after the answer.
    await world.db.runTransaction((tx) => tx.set(paths.aviso(idContato, idConversa, sent!.idChat), { ...pending }));
    await sendMessageNotices(world.deps, ref);
    expect(automatic(world, idContato, idConversa)).toHaveLength(1);
  });
});

describe('quiet hours', () => {
  const TOKEN = 'fcm:ana-laptop-000001';
  const noticesTo = (world: World) =>
    world.db.query<MailDoc>({ collection: paths.mails() }).filter((row) => row.data.tipo === 'notificacao');

  it('her notice of a message at 19:00 waits for 09:00 the next day, then goes once', async () => {
    const world = createWorld();
    await anaWithHours(world, { silencioso: true, foraDoHorario: '' });
    await world.call('registerDevice', { token: TOKEN }, { as: ANA });
    world.clock.now = T0 + 10 * HOUR; // Wednesday 19:00
    await world.call('sendContactMessage', message('Oi'), { as: null });
    expect(world.push.deliveries).toEqual([]);
    expect(world.db.query({ collection: paths.avisosAdiados() })).toHaveLength(1);

    world.clock.now = T0 + 24 * HOUR - 60_000; // Thursday 08:59
    await world.drain();
    expect(world.push.deliveries).toEqual([]);

    world.clock.now = T0 + 24 * HOUR; // Thursday 09:00
    await world.drain();
    await world.drain();
    expect(world.push.deliveries.map((d) => d.token)).toEqual([TOKEN]);
    expect(world.db.query({ collection: paths.avisosAdiados() })).toEqual([]);
  });

  it('within her hours her notices go at once; without the switch they go at any hour', async () => {
    const world = createWorld();
    await anaWithHours(world, { silencioso: true, foraDoHorario: '' });
    await world.call('sendContactMessage', message('Oi'), { as: null });
    expect(noticesTo(world)).toHaveLength(1);
    await anaWithHours(world, { silencioso: false, foraDoHorario: '' });
    world.clock.now = T0 + 10 * HOUR;
    await world.call('sendContactMessage', message('Oi', 'outra@example.com'), { as: null });
    expect(noticesTo(world)).toHaveLength(2);
    expect(world.db.query({ collection: paths.avisosAdiados() })).toEqual([]);
  });

  it('a held notice released by two runs at once is delivered once', async () => {
    const world = createWorld({ notices: 'held' });
    await anaWithHours(world, { silencioso: true, foraDoHorario: '' });
    await world.call('registerDevice', { token: TOKEN }, { as: ANA });
    world.clock.now = T0 + 10 * HOUR;
    await world.call('sendContactMessage', message('Oi'), { as: null });
    await world.drain();
    world.clock.now = T0 + 24 * HOUR;
    await Promise.all([world.drain(), world.drain()]);
    expect(world.push.deliveries.map((d) => d.token)).toEqual([TOKEN]);
  });
});
