import {
  DEFAULT_AVATAR,
  LIMITS,
  MESSAGES,
  paths,
  type AcessoDoc,
  type ChatDoc,
  type ContatoDoc,
  type ConversaDoc,
} from '@lab/domain';
import { ANA, BRUNO, createWorld, expectNoWrites, HASH, OWNER, SECOND_OWNER, T0 } from './test-support/world';

const VISITOR = 'visita@example.com';

describe('sendContactMessage', () => {
  describe('refuses, writing nothing,', () => {
    it.each([
      ['an anonymous visitor without an e-mail', { mensagem: 'Oi' }, MESSAGES.emailRequired],
      ['an anonymous visitor whose e-mail is blank', { mensagem: 'Oi', email: '   ' }, MESSAGES.emailRequired],
      ['a message with neither subject nor text', { email: VISITOR, assunto: '', mensagem: '  ' }, MESSAGES.subjectRequired],
      ['an unknown subject', { email: VISITOR, assunto: 'SPAM' }, MESSAGES.invalidPayload],
      [
        'a message over 2000 characters',
        { email: VISITOR, mensagem: 'x'.repeat(LIMITS.messageMaxLength + 1) },
        MESSAGES.messageTooLong,
      ],
      ['an e-mail over 254 characters', { email: `${'x'.repeat(250)}@b.com`, mensagem: 'Oi' }, MESSAGES.emailTooLong],
      ['an e-mail holding "/"', { email: 'a/b@c.d', mensagem: 'Oi' }, MESSAGES.emailInvalidChars],
      ['a navigation hash that is not a UUID', { email: VISITOR, mensagem: 'Oi', navegacaoHash: '../x' }, MESSAGES.invalidHash],
      ['an unknown field', { email: VISITOR, mensagem: 'Oi', para: 'outro' }, `${MESSAGES.unknownField}para`],
      ['a payload that is not an object', ['Oi'], MESSAGES.invalidPayload],
    ])('with invalid-argument: %s', async (_case, data, message) => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', data, { as: null })).toMatchObject({
          code: 'invalid-argument',
          message,
        });
      });
    });

    it('with permission-denied: a visitor naming a skin', async () => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        expect(
          await world.refusal('sendContactMessage', { email: VISITOR, mensagem: 'Oi', skin: 'ana' }, { as: null }),
        ).toMatchObject({
          code: 'permission-denied',
          message: MESSAGES.skinNotYours,
        });
      });
    });

    it('with permission-denied: a signed-in user naming a skin that is not theirs', async () => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', { mensagem: 'Oi', skin: 'bruno' }, { as: ANA })).toMatchObject({
          code: 'permission-denied',
          message: MESSAGES.skinNotYours,
        });
      });
    });

    it('with invalid-argument: a signed-in user naming no skin', async () => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', { mensagem: 'Oi' }, { as: ANA })).toMatchObject({
          code: 'invalid-argument',
        });
      });
    });

    it('with invalid-argument: the owner writing to their own skin', async () => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', { mensagem: 'Oi', skin: 'lab' }, { as: OWNER })).toMatchObject({
          code: 'invalid-argument',
        });
      });
    });

    it('with permission-denied: an e-mail that names an existing contact of someone else', async () => {
      const world = createWorld();
      await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA });
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', { email: 'ana', mensagem: 'sou eu' }, { as: null })).toMatchObject({
          code: 'permission-denied',
        });
      });
    });

    it('with failed-precondition when the site owner’s skin does not exist', async () => {
      const world = createWorld();
      const all = world.db.toJSON();
      for (const path of Object.keys(all)) if (path.includes('skin-lab')) delete all[path];
      world.db.load(all);
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', { email: VISITOR, mensagem: 'Oi' }, { as: null })).toMatchObject({
          code: 'failed-precondition',
          message: MESSAGES.internal,
        });
      });
    });
  });

  it('addresses a visitor’s message to the owner’s skin in the conversation principal', async () => {
    const world = createWorld();
    const result = await world.call('sendContactMessage', { email: '  Visita@Example.com ', mensagem: ' Olá! ' }, { as: null });
    const idContato = `lab_${VISITOR}`;
    expect(result).toEqual({ idContato, idConversa: 'principal' });

    const contato: ContatoDoc = {
      idContato,
      ultimaConversaData: T0,
      participantes: [
        { chave: 'lab', uid: OWNER.uid, nome: 'Laura', foto: OWNER.picture, email: null },
        { chave: VISITOR, uid: null, nome: VISITOR, foto: DEFAULT_AVATAR, email: VISITOR },
      ],
      uids: [OWNER.uid],
    };
    expect(world.db.get(paths.contato(idContato))).toEqual(contato);
    const conversa: ConversaDoc = {
      assunto: 'PRINCIPAL',
      data: T0,
      idContato,
      idConversa: 'principal',
      ultimaMensagem: 'Olá!',
      email: VISITOR,
      dataUltimaMensagem: T0,
      uids: [OWNER.uid],
    };
    expect(world.db.get(paths.conversa(idContato, 'principal'))).toEqual(conversa);
    const chat: ChatDoc = {
      idChat: 'id-0001',
      mensagem: 'Olá!',
      data: T0,
      userRemetente: VISITOR,
      idConversa: 'principal',
      nomeRemetente: VISITOR,
      fotoRemetente: DEFAULT_AVATAR,
      uids: [OWNER.uid],
    };
    expect(world.db.query({ collection: paths.chat(idContato, 'principal') }).map((d) => d.data)).toEqual([chat]);
  });

  it('appends a later message without a subject to principal, keeping its subject and creation date', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { email: VISITOR, mensagem: 'primeira' }, { as: null });
    world.clock.now = T0 + 60_000;
    await world.call('sendContactMessage', { email: VISITOR, mensagem: 'segunda', assunto: '' }, { as: null });
    const idContato = `lab_${VISITOR}`;
    expect(world.db.get<ConversaDoc>(paths.conversa(idContato, 'principal'))).toMatchObject({
      assunto: 'PRINCIPAL',
      data: T0,
      ultimaMensagem: 'segunda',
      dataUltimaMensagem: T0 + 60_000,
    });
    expect(world.db.get<ContatoDoc>(paths.contato(idContato))?.ultimaConversaData).toBe(T0 + 60_000);
    expect(world.db.count(paths.chat(idContato, 'principal'))).toBe(2);
  });

  it('opens a new conversation, with the subject as its assunto, when a subject is chosen', async () => {
    const world = createWorld();
    const result = await world.call(
      'sendContactMessage',
      { email: VISITOR, assunto: 'ONE PAGE', mensagem: 'Quero um site' },
      { as: null },
    );
    expect(result.idConversa).toBe('id-0001');
    expect(world.db.get(paths.conversa(result.idContato, 'id-0001'))).toMatchObject({
      assunto: 'ONE PAGE',
      idConversa: 'id-0001',
    });
  });

  it('accepts a subject alone, opening the conversation without a chat message', async () => {
    const world = createWorld();
    const result = await world.call('sendContactMessage', { email: VISITOR, assunto: 'SISTEMA' }, { as: null });
    expect(world.db.get(paths.conversa(result.idContato, result.idConversa))).toMatchObject({
      assunto: 'SISTEMA',
      ultimaMensagem: '',
    });
    expect(world.db.count(paths.chat(result.idContato, result.idConversa))).toBe(0);
  });

  it('uses the signed-in sender’s skin as their key and their user document for name and photo', async () => {
    const world = createWorld();
    const result = await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
    expect(result.idContato).toBe('ana_lab');
    const contato = world.db.get<ContatoDoc>(paths.contato('ana_lab'));
    expect(contato?.uids).toEqual([ANA.uid, OWNER.uid].sort());
    expect(contato?.participantes.map((p) => p.chave)).toEqual(['ana', 'lab']);
    expect(contato?.participantes[0]).toEqual({ chave: 'ana', uid: ANA.uid, nome: 'Ana', foto: ANA.picture, email: ANA.email });
    expect(world.db.get(paths.conversa('ana_lab', 'principal'))).toMatchObject({ email: '', uids: [ANA.uid, OWNER.uid].sort() });
    expect(world.db.query<ChatDoc>({ collection: paths.chat('ana_lab', 'principal') })[0]?.data).toMatchObject({
      userRemetente: 'ana',
      nomeRemetente: 'Ana',
      fotoRemetente: ANA.picture,
    });
  });

  it('lets the second owner write to the lab from their own skin', async () => {
    const world = createWorld();
    await expect(world.call('sendContactMessage', { mensagem: 'Oi', skin: 'studio' }, { as: SECOND_OWNER })).resolves.toEqual({
      idContato: 'lab_studio',
      idConversa: 'principal',
    });
  });

  it('stamps the e-mail on the session’s access log when one exists', async () => {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
    await world.call('sendContactMessage', { email: VISITOR, mensagem: 'Oi', navegacaoHash: HASH }, { as: null });
    expect(world.db.get<AcessoDoc>(paths.acesso(HASH))?.valorEmail).toBe(VISITOR);
  });

  it('creates no access log when the session has none', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { email: VISITOR, mensagem: 'Oi', navegacaoHash: HASH }, { as: null });
    expect(world.db.get(paths.acesso(HASH))).toBeNull();
  });

  it(`accepts ${LIMITS.contactMessagesPerHour} messages an hour from one e-mail, then refuses with resource-exhausted`, async () => {
    const world = createWorld();
    for (let i = 0; i < LIMITS.contactMessagesPerHour; i += 1) {
      // Spelling the e-mail differently does not make it another sender.
      await world.call(
        'sendContactMessage',
        { email: i % 2 ? VISITOR.toUpperCase() : ` ${VISITOR}`, mensagem: `m${i}` },
        { as: null },
      );
    }
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendContactMessage', { email: VISITOR, mensagem: 'mais uma' }, { as: null })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.contactRateLimited,
      });
    });
    world.clock.now = T0 + LIMITS.rateWindowMs + 1;
    await expect(
      world.call('sendContactMessage', { email: VISITOR, mensagem: 'uma hora depois' }, { as: null }),
    ).resolves.toBeDefined();
  });

  it('counts a signed-in user’s messages together, whichever skin they write from', async () => {
    const world = createWorld();
    for (let i = 0; i < LIMITS.contactMessagesPerHour; i += 1) {
      await world.call('sendContactMessage', { mensagem: `m${i}`, skin: i % 2 ? 'bruno' : 'bruno2' }, { as: BRUNO });
    }
    expect(await world.refusal('sendContactMessage', { mensagem: 'mais', skin: 'bruno' }, { as: BRUNO })).toMatchObject({
      code: 'resource-exhausted',
    });
    await expect(world.call('sendContactMessage', { mensagem: 'outra pessoa', skin: 'ana' }, { as: ANA })).resolves.toBeDefined();
  });
});
