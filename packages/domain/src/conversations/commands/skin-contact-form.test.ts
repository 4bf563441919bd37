/**
 * A contact form on a creator's skin: its messages go to that skin's creator, with the creator's own
 * limits, notices and replies, and never to the site's inbox.
 */
import { contactIdOf } from '../../kernel/validation';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { ContatoDoc, ConversaDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, type World } from '../../handlers/test-support/world';

const VISITOR = 'leitora@example.com';
const FORM = { id_container: 'form-ana', titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [] };

/** Puts a published form on a skin's page, as the studio's change would publish it. */
async function publishForm(world: World, skin: string, page: string, assuntos: string[] = ['ORÇAMENTO', 'OUTRO']) {
  await world.db.runTransaction((tx) =>
    tx.set(publishedPaths.page(skin, page), { containers: [{ ...FORM, tipo: 'formulario', assuntos }], cards: [], addOns: [] }),
  );
}

const onAnasForm = (fields: Record<string, unknown> = {}) => ({
  assunto: 'ORÇAMENTO',
  mensagem: 'Quanto custa?',
  email: VISITOR,
  destino: 'ana',
  pagina: 'home',
  ...fields,
});

const mails = (world: World) => world.db.query<MailDoc>({ collection: paths.mails() }).map((row) => row.data);

describe("sendContactMessage on a creator's form", () => {
  it('Control characters in subjects: refuses, writing nothing, a subject a form stored before the studio refused them', async () => {
    const world = createWorld();
    await publishForm(world, 'ana', 'home', ['ORÇAMENTO\r\nBcc: todos@exemplo.com', 'OUTRO']);
    await expectNoWrites(world.db, async () => {
      const refused = await world.refusal('sendContactMessage', onAnasForm({ assunto: 'ORÇAMENTO\r\nBcc: todos@exemplo.com' }), {
        as: null,
      });
      expect(refused).toMatchObject({ code: 'invalid-argument' });
    });
  });

  it("Contact ids collide: a message from x@c.de_lab to the creator ana never locks the address ana_x@c.de out of the site's inbox", async () => {
    const world = createWorld();
    await publishForm(world, 'ana', 'home');
    const first = await world.call('sendContactMessage', onAnasForm({ email: 'x@c.de_lab' }), { as: null });
    const second = await world.call('sendContactMessage', { email: 'ana_x@c.de', mensagem: 'Oi, Lab' }, { as: null });

    expect(second.idContato).not.toBe(first.idContato);
    const lab = world.db.get<ContatoDoc>(paths.contato(second.idContato))!;
    expect(lab.participantes.map((p) => p.chave)).toEqual(['ana_x@c.de', 'lab']);
    const anas = world.db.get<ContatoDoc>(paths.contato(first.idContato))!;
    expect(anas.participantes.map((p) => p.chave)).toEqual(['ana', 'x@c.de_lab']);
  });

  it("delivers to the skin's creator, tells them by e-mail they may read, and leaves the site's inbox alone", async () => {
    const world = createWorld();
    await publishForm(world, 'ana', 'home');
    const labContacts = world.db.query({ collection: paths.contatos() }).length;
    const { idContato, idConversa } = await world.call('sendContactMessage', onAnasForm(), { as: null });

    expect(idContato).toBe(contactIdOf(VISITOR, 'ana'));
    const contato = world.db.get<ContatoDoc>(paths.contato(idContato))!;
    expect(contato).toMatchObject({ destino: 'ana', uids: [ANA.uid], naoLidasLab: 1, naoLidasVisitante: 0 });
    expect(contato.participantes.map((p) => p.chave)).toEqual(['ana', VISITOR]);
    expect(world.db.get(paths.conversa(idContato, idConversa))).toMatchObject({ destino: 'ana', assunto: 'ORÇAMENTO' });
    expect(world.db.query({ collection: paths.contatos() })).toHaveLength(labContacts + 1);
    expect(contactsOf(world, 'lab').filter((c) => c.idContato.includes(VISITOR))).toEqual([]);

    const [notice] = mails(world);
    expect(mails(world)).toHaveLength(1);
    expect(notice).toMatchObject({ to: [ANA.email], tipo: 'notificacao', leitores: [ANA.uid] });
    expect(notice!.message.subject).toBe('Nova mensagem em ana: ORÇAMENTO');
    // The creator's budget, not the owners'.
    expect(world.db.get(paths.rateLimit('creator-notifications:ana'))).not.toBeNull();
    expect(world.db.get(paths.rateLimit('owner-notifications'))).toBeNull();
  });

  it('puts a signed-in visitor in contact by their own skin name', async () => {
    const world = createWorld();
    await publishForm(world, 'ana', 'home');
    const { idContato } = await world.call('sendContactMessage', onAnasForm({ email: undefined, skin: 'bruno' }), { as: BRUNO });
    expect(idContato).toBe('ana_bruno');
    expect(world.db.get(paths.contato(idContato))).toMatchObject({ destino: 'ana', uids: [ANA.uid, BRUNO.uid].sort() });
  });

  describe('refuses, writing nothing,', () => {
    it.each([
      [
        'a subject the form does not offer',
        onAnasForm({ assunto: 'IDENTIDADE VISUAL' }),
        'invalid-argument',
        MESSAGES.invalidPayload,
      ],
      ['a skin named without its page', onAnasForm({ pagina: undefined }), 'invalid-argument', MESSAGES.invalidPayload],
      ['a page without a form', onAnasForm({ pagina: 'projetos' }), 'not-found', MESSAGES.contactFormNotFound],
      ['a skin that does not exist', onAnasForm({ destino: 'ninguem' }), 'not-found', MESSAGES.contactFormNotFound],
    ])('%s', async (_case, data, code, message) => {
      const world = createWorld();
      await publishForm(world, 'ana', 'home');
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', data, { as: null })).toMatchObject({ code, message });
      });
    });

    it('the creator writing on their own form', async () => {
      const world = createWorld();
      await publishForm(world, 'ana', 'home');
      await expectNoWrites(world.db, async () => {
        expect(
          await world.refusal('sendContactMessage', onAnasForm({ email: undefined, skin: 'ana' }), { as: ANA }),
        ).toMatchObject({ code: 'invalid-argument', message: MESSAGES.contactOwnInbox });
      });
    });
  });

  it("counts an IP's messages per skin: a flood on one form blocks neither another skin's nor the site's", async () => {
    const world = createWorld();
    await publishForm(world, 'ana', 'home');
    await publishForm(world, 'bruno', 'home');
    for (let i = 0; i < RATE_LIMITS.contactPerIp.max; i += 1) {
      await world.call('sendContactMessage', onAnasForm({ email: `v${i}@example.com` }), { as: null });
    }
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendContactMessage', onAnasForm({ email: 'mais@example.com' }), { as: null })).toMatchObject({
        code: 'resource-exhausted',
      });
    });
    await expect(world.call('sendContactMessage', onAnasForm({ destino: 'bruno' }), { as: null })).resolves.toBeDefined();
    await expect(world.call('sendContactMessage', { email: VISITOR, mensagem: 'Oi, Lab' }, { as: null })).resolves.toBeDefined();
  });
});

describe("a creator's inbox in the chat", () => {
  it('carries the creator’s reply to a visitor with only an e-mail, once confirmed, which the creator may read, signed by the skin', async () => {
    const world = createWorld();
    await publishForm(world, 'ana', 'home');
    const { idContato, idConversa } = await world.call('sendContactMessage', onAnasForm(), { as: null });
    const first = { contactId: idContato, conversationId: idConversa, mensagem: 'Recebi!' };
    await world.call('sendChatMessage', first, { as: ANA });
    const asking = mails(world).find((m) => m.tipo === 'confirmacao-respostas')!;
    expect(asking).toMatchObject({ to: [VISITOR] });
    expect(asking.leitores).toBeUndefined();
    const link = /respostas\?acao=confirmar#(\S+)/.exec(asking.message.text)![1];
    await world.call('answerReplyMail', { link, acao: 'confirmar' }, { as: null });
    const { idChat } = await world.call(
      'sendChatMessage',
      { contactId: idContato, conversationId: idConversa, mensagem: 'Depende!' },
      { as: ANA },
    );
    const reply = mails(world).find((m) => m.tipo === 'resposta');
    expect(reply).toMatchObject({ to: [VISITOR], idChat, leitores: [ANA.uid] });
    expect(reply!.message.subject).toBe('Resposta de ana: ORÇAMENTO');
    expect(reply!.message.text).toContain('— Ana, ana');
    expect(reply!.message.text).toContain('Para responder, use o formulário em https://lab.example/ana');
    expect(reply!.message.text).toContain('> Quanto custa?');
    const conversa = world.db.get<ConversaDoc>(paths.conversa(idContato, idConversa))!;
    expect(conversa).toMatchObject({ naoLidasLab: 1, naoLidasVisitante: 2 });
    await world.call('markRead', { contactId: idContato, conversationId: idConversa }, { as: ANA });
    expect(world.db.get(paths.conversa(idContato, idConversa))).toMatchObject({ naoLidasLab: 0 });
  });

  it('lets no owner speak in a creator’s contact: only its two sides do', async () => {
    const world = createWorld();
    await publishForm(world, 'ana', 'home');
    const { idContato, idConversa } = await world.call('sendContactMessage', onAnasForm(), { as: null });
    await expectNoWrites(world.db, async () => {
      for (const name of ['sendChatMessage', 'markRead'] as const) {
        const data = {
          contactId: idContato,
          conversationId: idConversa,
          ...(name === 'sendChatMessage' ? { mensagem: 'Oi' } : {}),
        };
        expect(await world.refusal(name, data, { as: OWNER })).toMatchObject({ code: 'permission-denied' });
      }
    });
  });

  it("keeps a contact's inbox when its other side writes back on their own form: the message is theirs to read", async () => {
    const world = createWorld();
    await publishForm(world, 'ana', 'home');
    await publishForm(world, 'bruno', 'home');
    await world.call('sendContactMessage', onAnasForm({ email: undefined, skin: 'bruno' }), { as: BRUNO });
    await world.call('sendContactMessage', onAnasForm({ email: undefined, skin: 'ana', destino: 'bruno' }), { as: ANA });
    const contato = world.db.get<ContatoDoc>(paths.contato('ana_bruno'))!;
    expect(contato).toMatchObject({ destino: 'ana', naoLidasLab: 1, naoLidasVisitante: 1 });
    const notices = mails(world).filter((m) => m.tipo === 'notificacao');
    expect(notices.map((m) => m.to)).toEqual([[ANA.email], [BRUNO.email]]);
  });
});

function contactsOf(world: World, skin: string): ContatoDoc[] {
  return world.db
    .query<ContatoDoc>({ collection: paths.contatos() })
    .map((row) => row.data)
    .filter((c) => c.participantes.some((p) => p.chave === skin));
}
