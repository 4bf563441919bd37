/**
 * The contact loop on the callables: the owners hear of each message (grouped), their replies reach
 * visitors who have only an e-mail, each side's unread count stays exact, and owners mark accesses as
 * seen and retry failed e-mail.
 */
import { dayOf, summariseStats } from '../../visits';
import { MESSAGES } from '../../kernel/messages';
import { OWNER_NOTIFICATION_WINDOW_MS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { AcessoDoc, ChatDoc, ContatoDoc, ConversaDoc, EstatisticaDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import {
  ANA,
  BRUNO,
  createWorld,
  expectNoWrites,
  HASH,
  OTHER_HASH,
  OWNER,
  SECOND_OWNER,
  SITE_URL,
  T0,
  type World,
} from '../../handlers/test-support/world';

function mails(world: World): Array<MailDoc & { id: string }> {
  return world.db
    .query<MailDoc>({ collection: paths.mails() }, { orderBy: [['data', 'asc']] })
    .map((row) => ({ ...row.data, id: row.id }));
}

const anaChat = { contactId: 'ana_lab', conversationId: 'principal' };

async function anonymousMessage(world: World, mensagem = 'Quero um site') {
  return world.call('sendContactMessage', { email: 'visita@example.com', assunto: 'ONE PAGE', mensagem }, { as: null });
}

describe('the owners’ notice of a new message', () => {
  it('queues one e-mail to every owner’s verified address, with the subject, the sender, the text and a link', async () => {
    const world = createWorld();
    const { idContato, idConversa } = await anonymousMessage(world);
    const [mail] = mails(world);
    expect(mails(world)).toHaveLength(1);
    expect(mail).toMatchObject({
      to: [OWNER.email, SECOND_OWNER.email].sort(),
      tipo: 'notificacao',
      idContato,
      idConversa,
      idChat: null,
      message: { subject: 'Nova mensagem no Lab: ONE PAGE' },
    });
    expect(mail?.message.text).toContain('visita@example.com');
    expect(mail?.message.text).toContain('Quero um site');
    expect(mail?.message.text).toContain(`${SITE_URL}/conversa/${encodeURIComponent(idContato)}/${idConversa}`);
    expect(mail?.delivery).toBeUndefined();
  });

  it('keeps what the visitor wrote out of the headers and escapes it in the HTML', async () => {
    const world = createWorld();
    await anonymousMessage(world, '<script>alert(1)</script>\nSubject: oi');
    const [mail] = mails(world);
    expect(mail?.message.subject).toBe('Nova mensagem no Lab: ONE PAGE');
    expect(mail?.message.html).not.toContain('<script>');
    expect(mail?.message.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;<br>Subject: oi');
    expect(mail?.replyTo).toBeUndefined();
  });

  it('groups a burst: one e-mail per conversation per 10 minutes, then one again', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
    for (let i = 1; i <= 5; i += 1) {
      world.clock.now = T0 + i * 60_000;
      await world.call('sendChatMessage', { ...anaChat, mensagem: `mais ${i}` }, { as: ANA });
    }
    expect(mails(world)).toHaveLength(1);
    world.clock.now = T0 + OWNER_NOTIFICATION_WINDOW_MS;
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Ainda aí?' }, { as: ANA });
    expect(mails(world)).toHaveLength(2);
    expect(mails(world)[1]?.message.text).toContain('Ainda aí?');
  });

  it('is not sent for the owners’ own replies', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
    world.clock.now = T0 + OWNER_NOTIFICATION_WINDOW_MS;
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Oi, Ana!' }, { as: OWNER });
    expect(mails(world).map((m) => m.tipo)).toEqual(['notificacao']);
  });

  it('still delivers the message when no owner has an address to be told at', async () => {
    const world = createWorld();
    for (const account of world.accounts.values()) account.verifiedEmail = null;
    await anonymousMessage(world);
    expect(mails(world)).toEqual([]);
    expect(world.db.count(paths.contatos())).toBeGreaterThan(0);
  });
});

describe('an owner’s reply to a visitor who has only an e-mail', () => {
  it('is queued as an e-mail to that address, from the lab, quoting the visitor, and the message records it', async () => {
    const world = createWorld();
    const { idContato, idConversa } = await anonymousMessage(world, 'Quanto custa um one page?');
    world.clock.now = T0 + 60_000;
    const { idChat } = await world.call(
      'sendChatMessage',
      { contactId: idContato, conversationId: idConversa, mensagem: 'Olá! Depende do conteúdo.' },
      { as: SECOND_OWNER },
    );
    const reply = mails(world).find((m) => m.tipo === 'resposta');
    expect(reply).toMatchObject({
      to: ['visita@example.com'],
      idChat,
      message: { subject: 'Resposta do Lab: ONE PAGE' },
    });
    // Owners' addresses leak: the reply carries no account's address, only the site's own reply address.
    expect(reply?.replyTo).toBeUndefined();
    expect(JSON.stringify(reply)).not.toContain(OWNER.email);
    expect(JSON.stringify(reply)).not.toContain(SECOND_OWNER.email);
    expect(reply?.message.text).toContain('Olá! Depende do conteúdo.');
    expect(reply?.message.text).toContain('— Otto, Lab');
    expect(reply?.message.text).toContain('> Quanto custa um one page?');
    const chat = world.db.get(`${paths.chat(idContato, idConversa)}/${idChat}`) as ChatDoc;
    expect(chat).toMatchObject({ idMail: reply?.id, nomeRemetente: 'Otto', userRemetente: 'lab' });
  });

  it('owners’ addresses: a reply to a visitor carries the site’s own reply address when one is set, never an owner’s', async () => {
    const world = createWorld({ siteReplyTo: 'contato@lab.example' });
    const { idContato, idConversa } = await anonymousMessage(world);
    await world.call('sendChatMessage', { contactId: idContato, conversationId: idConversa, mensagem: 'Oi!' }, { as: OWNER });
    expect(mails(world).find((m) => m.tipo === 'resposta')?.replyTo).toBe('contato@lab.example');
  });

  it('is not sent to a visitor who has an account: they read it in CONTATOS', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Oi, Ana!' }, { as: OWNER });
    expect(mails(world).filter((m) => m.tipo === 'resposta')).toEqual([]);
  });
});

describe('unread counts', () => {
  function counts(world: World, contactId = 'ana_lab', conversationId = 'principal') {
    const contato = world.db.get(paths.contato(contactId)) as ContatoDoc;
    const conversa = world.db.get(paths.conversa(contactId, conversationId)) as ConversaDoc;
    return {
      contato: [contato.naoLidasLab ?? 0, contato.naoLidasVisitante ?? 0],
      conversa: [conversa.naoLidasLab ?? 0, conversa.naoLidasVisitante ?? 0],
    };
  }

  it('grow for the side that did not write, and opening the chat clears the reader’s side only', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Tudo bem?' }, { as: ANA });
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Tudo!' }, { as: OWNER });
    expect(counts(world)).toEqual({ contato: [2, 1], conversa: [2, 1] });

    // Either owner reads for the lab.
    expect(await world.call('markRead', anaChat, { as: SECOND_OWNER })).toEqual({ cleared: 2 });
    expect(counts(world)).toEqual({ contato: [0, 1], conversa: [0, 1] });
    expect(await world.call('markRead', anaChat, { as: ANA })).toEqual({ cleared: 1 });
    expect(counts(world)).toEqual({ contato: [0, 0], conversa: [0, 0] });
  });

  it('stamp the reader’s read time when opening clears something, which the other side shows as Visto', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
    const conversa = () => world.db.get(paths.conversa('ana_lab', 'principal')) as ConversaDoc;

    world.clock.now = T0 + 60_000;
    await world.call('markRead', anaChat, { as: SECOND_OWNER });
    expect(conversa().lidaLabEm).toBe(T0 + 60_000);
    expect(conversa().lidaVisitanteEm).toBeUndefined();

    // Opening again with nothing new keeps the moment the message was seen, and writes nothing.
    world.clock.now = T0 + 120_000;
    await expectNoWrites(world.db, () => world.call('markRead', anaChat, { as: OWNER }));
    await expectNoWrites(world.db, () => world.call('markRead', anaChat, { as: ANA }));

    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Oi, Ana!' }, { as: OWNER });
    world.clock.now = T0 + 180_000;
    await world.call('markRead', anaChat, { as: ANA });
    expect(conversa()).toMatchObject({ lidaLabEm: T0 + 60_000, lidaVisitanteEm: T0 + 180_000 });
  });

  it('stay exact under concurrent messages from both sides', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
    await Promise.all([
      ...Array.from({ length: 30 }, (_, i) => world.call('sendChatMessage', { ...anaChat, mensagem: `lab ${i}` }, { as: OWNER })),
      ...Array.from({ length: 9 }, (_, i) => world.call('sendChatMessage', { ...anaChat, mensagem: `ana ${i}` }, { as: ANA })),
    ]);
    expect(counts(world)).toEqual({ contato: [10, 30], conversa: [10, 30] });
  });

  it('sum over a contact’s conversations', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    const other = await world.call(
      'sendContactMessage',
      { assunto: 'SISTEMA', mensagem: 'Outro assunto', skin: 'ana' },
      { as: ANA },
    );
    expect(counts(world).contato).toEqual([2, 0]);
    await world.call('markRead', { contactId: 'ana_lab', conversationId: other.idConversa }, { as: OWNER });
    expect(counts(world).contato).toEqual([1, 0]);
  });

  it('answer a stranger the same whether the contact exists or not, changing nothing', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    await expectNoWrites(world.db, async () => {
      const existing = await world.refusal('markRead', anaChat, { as: BRUNO });
      const missing = await world.refusal('markRead', { contactId: 'ninguem_lab', conversationId: 'principal' }, { as: BRUNO });
      expect(existing).toMatchObject({ code: 'permission-denied', message: MESSAGES.permissionDenied });
      expect(missing).toMatchObject({ code: existing.code, message: existing.message });
      expect(await world.refusal('markRead', anaChat, { as: null })).toMatchObject({ code: 'unauthenticated' });
      expect(await world.refusal('markRead', { ...anaChat, extra: 1 }, { as: ANA })).toMatchObject({ code: 'invalid-argument' });
    });
  });
});

describe('the chat icon’s principal conversation', () => {
  it('is started by the first message sent to it, when the contact has only other conversations', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { assunto: 'SISTEMA', mensagem: 'Só esse assunto', skin: 'ana' }, { as: ANA });
    expect(world.db.get(paths.conversa('ana_lab', 'principal'))).toBeNull();
    await world.call('sendChatMessage', { ...anaChat, mensagem: 'Vamos conversar aqui' }, { as: OWNER });
    expect(world.db.get(paths.conversa('ana_lab', 'principal'))).toMatchObject({ assunto: 'PRINCIPAL', naoLidasVisitante: 1 });
  });

  it('is the only conversation a message can start', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('sendChatMessage', { contactId: 'ana_lab', conversationId: 'outra', mensagem: 'x' }, { as: ANA }),
      ).toMatchObject({ code: 'not-found', message: MESSAGES.conversationNotFound });
    });
  });
});

describe('Visto on the access log', () => {
  async function twoAccesses(): Promise<World> {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null, ip: '203.0.113.7' });
    await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: null, ip: '203.0.113.8' });
    return world;
  }
  const visto = (world: World, hash: string) => world.db.get<AcessoDoc>(paths.acesso(hash))?.visto;

  it('starts as Não; an owner marks one, then every unseen one', async () => {
    const world = await twoAccesses();
    expect([visto(world, HASH), visto(world, OTHER_HASH)]).toEqual([false, false]);
    expect(await world.call('markAccessSeen', { hash: HASH }, { as: SECOND_OWNER })).toEqual({ marked: 1 });
    expect([visto(world, HASH), visto(world, OTHER_HASH)]).toEqual([true, false]);
    const unseenBefore = world.db.query({ collection: paths.acessos() }, { where: [['visto', '==', false]] }).length;
    expect(await world.call('markAccessSeen', {}, { as: OWNER })).toEqual({ marked: unseenBefore });
    expect(world.db.query({ collection: paths.acessos() }, { where: [['visto', '==', false]] })).toEqual([]);
  });

  it('is an owner’s action only, and an unknown access is not found; refusals change nothing', async () => {
    const world = await twoAccesses();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('markAccessSeen', { hash: HASH }, { as: ANA })).toMatchObject({ code: 'permission-denied' });
      expect(await world.refusal('markAccessSeen', {}, { as: null })).toMatchObject({ code: 'unauthenticated' });
      expect(await world.refusal('markAccessSeen', { hash: 'nao-e-hash' }, { as: OWNER })).toMatchObject({
        code: 'invalid-argument',
      });
      expect(
        await world.refusal('markAccessSeen', { hash: '11111111-2222-4333-8444-555555555555' }, { as: OWNER }),
      ).toMatchObject({ code: 'not-found', message: MESSAGES.accessNotFound });
    });
  });
});

describe('retrying a failed e-mail', () => {
  it('asks the extension to send again only a failed one, for owners only', async () => {
    const world = createWorld();
    await anonymousMessage(world);
    const [mail] = mails(world);
    const id = mail?.id ?? '';
    expect(await world.refusal('retryMail', { mailId: id }, { as: OWNER })).toMatchObject({
      code: 'failed-precondition',
      message: MESSAGES.mailNotFailed,
    });
    // What the extension writes back when the SMTP server refuses.
    await world.db.runTransaction((tx) =>
      tx.set(paths.mail(id), { delivery: { state: 'ERROR', attempts: 1, error: 'SMTP 550' } }, { merge: true }),
    );
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('retryMail', { mailId: id }, { as: ANA })).toMatchObject({ code: 'permission-denied' });
      expect(await world.refusal('retryMail', { mailId: 'nada' }, { as: OWNER })).toMatchObject({
        code: 'not-found',
        message: MESSAGES.mailNotFound,
      });
    });
    expect(await world.call('retryMail', { mailId: id }, { as: SECOND_OWNER })).toEqual({ retried: true });
    expect((world.db.get(paths.mail(id)) as MailDoc).delivery).toEqual({ state: 'RETRY', attempts: 1, error: 'SMTP 550' });
  });
});

describe('the daily counters', () => {
  it('count visits by country, page views and new contacts, summed over the shards', async () => {
    let r = 0;
    const world = createWorld({ random: () => (r += 0.37) % 1 });
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null, ip: '203.0.113.7' });
    await world.call('logAccess', { navegacaoHash: OTHER_HASH }, { as: null, ip: '203.0.113.8' });
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/lab/home' }, { as: null, ip: '203.0.113.7' });
    world.clock.now = T0 + 1;
    await world.call('logNavigation', { navegacaoHash: HASH, path: '/lab/projetos' }, { as: null, ip: '203.0.113.7' });
    await anonymousMessage(world);
    await anonymousMessage(world, 'de novo');
    const shards = world.db.query<EstatisticaDoc>({ collection: paths.estatisticas() }).map((row) => row.data);
    expect(new Set(shards.map((s) => s.dia))).toEqual(new Set([dayOf(T0)]));
    const summary = summariseStats(shards, dayOf(T0));
    expect(summary.totais).toEqual({ visitas: 2, contatos: 1 });
    expect(summary.paises).toEqual([{ chave: 'BR', visitas: 2 }]);
    expect(summary.paginas).toEqual(
      expect.arrayContaining([
        { chave: '/lab/home', visitas: 1 },
        { chave: '/lab/projetos', visitas: 1 },
      ]),
    );
  });
});
