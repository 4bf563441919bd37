import { DEFAULT_AVATAR, LIMITS } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import type { AcessoDoc, ChatDoc, ContatoDoc, ConversaDoc } from '../../kernel/types';
import {
  ANA,
  BRUNO,
  createWorld,
  expectNoWrites,
  HASH,
  NEWCOMER,
  OWNER,
  SECOND_OWNER,
  T0,
} from '../../handlers/test-support/world';

const VISITOR = 'visita@example.com';

describe('sendContactMessage', () => {
  describe('refuses, writing nothing,', () => {
    it.each([
      ['an anonymous visitor without an e-mail', { mensagem: 'Oi' }, MESSAGES.emailRequired],
      ['an anonymous visitor whose e-mail is blank', { mensagem: 'Oi', email: '   ' }, MESSAGES.emailRequired],
      ['an anonymous visitor whose e-mail is not shaped like one', { mensagem: 'Oi', email: 'visita' }, MESSAGES.emailInvalid],
      ['an anonymous visitor whose e-mail has no domain', { mensagem: 'Oi', email: 'visita@' }, MESSAGES.emailInvalid],
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

    it('Impersonation: an "e-mail" spelled like a skin name (ana) is refused as no e-mail, so it never takes Ana’s contact id', async () => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        for (const email of ['ana', 'ANA', 'lab']) {
          expect(await world.refusal('sendContactMessage', { email, mensagem: 'sou eu' }, { as: null })).toMatchObject({
            code: 'invalid-argument',
            message: MESSAGES.emailInvalid,
          });
        }
      });
      await expect(world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA })).resolves.toEqual({
        idContato: 'ana_lab',
        idConversa: 'principal',
      });
    });

    it('Site inbox: delivers nothing when the lab skin belongs to an account that is not an owner', async () => {
      const world = createWorld();
      world.accounts.set(OWNER.uid, { google: { name: OWNER.name, picture: OWNER.picture }, admin: false });
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', { email: VISITOR, mensagem: 'Oi' }, { as: null })).toMatchObject({
          code: 'failed-precondition',
          message: MESSAGES.internal,
        });
        expect(await world.refusal('sendContactMessage', { mensagem: 'Oi', skin: 'ana' }, { as: ANA })).toMatchObject({
          code: 'failed-precondition',
        });
      });
      expect(world.logger.error).toHaveBeenCalledWith(
        'sendContactMessage: the site owner skin belongs to an account that is not an owner',
        expect.objectContaining({ uid: OWNER.uid }),
      );
    });

    it('Site inbox: delivers nothing to a lab skin whose account Firebase Auth no longer knows', async () => {
      const world = createWorld();
      world.accounts.delete(OWNER.uid);
      await expectNoWrites(world.db, async () => {
        expect(await world.refusal('sendContactMessage', { email: VISITOR, mensagem: 'Oi' }, { as: null })).toMatchObject({
          code: 'failed-precondition',
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

  it('addresses a visitor’s message to the owner’s skin, in a conversation of its own', async () => {
    const world = createWorld();
    const result = await world.call('sendContactMessage', { email: '  Visita@Example.com ', mensagem: ' Olá! ' }, { as: null });
    const idContato = `lab_${VISITOR}`;
    expect(result).toEqual({ idContato, idConversa: 'id-0001' });

    const contato: ContatoDoc = {
      idContato,
      ultimaConversaData: T0,
      participantes: [
        { chave: 'lab', uid: OWNER.uid, nome: 'Laura', foto: OWNER.picture, email: null },
        { chave: VISITOR, uid: null, nome: VISITOR, foto: DEFAULT_AVATAR, email: VISITOR },
      ],
      uids: [OWNER.uid],
      naoLidasLab: 1,
      naoLidasVisitante: 0,
    };
    expect(world.db.get(paths.contato(idContato))).toEqual(contato);
    const conversa: ConversaDoc = {
      assunto: 'PRINCIPAL',
      data: T0,
      idContato,
      idConversa: 'id-0001',
      ultimaMensagem: 'Olá!',
      email: VISITOR,
      dataUltimaMensagem: T0,
      uids: [OWNER.uid],
      naoLidasLab: 1,
      naoLidasVisitante: 0,
      notificadoEm: T0,
    };
    expect(world.db.get(paths.conversa(idContato, 'id-0001'))).toEqual(conversa);
    const chat: ChatDoc = {
      idChat: 'id-0002',
      mensagem: 'Olá!',
      data: T0,
      userRemetente: VISITOR,
      idConversa: 'id-0001',
      nomeRemetente: VISITOR,
      fotoRemetente: DEFAULT_AVATAR,
      uids: [OWNER.uid],
    };
    expect(world.db.query({ collection: paths.chat(idContato, 'id-0001') }).map((d) => d.data)).toEqual([chat]);
  });

  it('Anonymous messages: reusing another visitor’s e-mail opens a new conversation and leaves theirs exactly as it was', async () => {
    const world = createWorld();
    const first = await world.call(
      'sendContactMessage',
      { email: VISITOR, mensagem: 'primeira' },
      { as: null, ip: '198.51.100.1' },
    );
    const idContato = `lab_${VISITOR}`;
    const before = Object.fromEntries(
      Object.entries(world.db.toJSON()).filter(([path]) => path.startsWith(paths.conversa(idContato, first.idConversa))),
    );
    world.clock.now = T0 + 60_000;
    const second = await world.call(
      'sendContactMessage',
      { email: ` ${VISITOR.toUpperCase()}`, mensagem: 'sou outra pessoa' },
      { as: null, ip: '192.0.2.50' },
    );

    expect(second.idContato).toBe(idContato);
    expect(second.idConversa).not.toBe(first.idConversa);
    const after = Object.fromEntries(
      Object.entries(world.db.toJSON()).filter(([path]) => path.startsWith(paths.conversa(idContato, first.idConversa))),
    );
    expect(after).toEqual(before);
    expect(world.db.get<ConversaDoc>(paths.conversa(idContato, second.idConversa))).toMatchObject({
      ultimaMensagem: 'sou outra pessoa',
      data: T0 + 60_000,
    });
    expect(world.db.get<ContatoDoc>(paths.contato(idContato))?.ultimaConversaData).toBe(T0 + 60_000);
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

  it(`accepts ${LIMITS.contactMessagesPerHour} anonymous messages an hour from one IP, then refuses with resource-exhausted`, async () => {
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

  it('Anonymous spam: changing the e-mail does not get one IP past its hourly limit', async () => {
    const world = createWorld();
    for (let i = 0; i < RATE_LIMITS.contactPerIp.max; i += 1) {
      await world.call('sendContactMessage', { email: `pessoa${i}@example.com`, mensagem: `m${i}` }, { as: null });
    }
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('sendContactMessage', { email: 'mais.uma@example.com', mensagem: 'spam' }, { as: null }),
      ).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.contactRateLimited,
      });
    });
  });

  it('Lock-out: a flood under someone’s e-mail from one IP does not lock that e-mail out from another IP', async () => {
    const world = createWorld();
    for (let i = 0; i < RATE_LIMITS.contactPerIp.max; i += 1) {
      await world.call('sendContactMessage', { email: VISITOR, mensagem: `flood ${i}` }, { as: null, ip: '198.51.100.66' });
    }
    expect(
      await world.refusal('sendContactMessage', { email: VISITOR, mensagem: 'flood' }, { as: null, ip: '198.51.100.66' }),
    ).toMatchObject({
      code: 'resource-exhausted',
    });
    await expect(
      world.call('sendContactMessage', { email: VISITOR, mensagem: 'sou eu de verdade' }, { as: null, ip: '203.0.113.9' }),
    ).resolves.toBeDefined();
  });

  it(`accepts ${RATE_LIMITS.contactPerEmailAndIp.max} messages a day giving one e-mail from one IP, then says to try tomorrow`, async () => {
    const world = createWorld();
    const hour = RATE_LIMITS.contactPerIp.windowMs;
    for (let i = 0; i < RATE_LIMITS.contactPerEmailAndIp.max; i += 1) {
      world.clock.now = T0 + Math.floor(i / RATE_LIMITS.contactPerIp.max) * hour;
      await world.call('sendContactMessage', { email: VISITOR, mensagem: `m${i}` }, { as: null });
    }
    world.clock.now += hour;
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendContactMessage', { email: VISITOR, mensagem: 'mais' }, { as: null })).toMatchObject({
        code: 'resource-exhausted',
        message: MESSAGES.contactRateLimitedToday,
      });
    });
    await expect(
      world.call('sendContactMessage', { email: 'outra@example.com', mensagem: 'outra' }, { as: null }),
    ).resolves.toBeDefined();
  });

  it('Rate-limit documents carry an expiresAt for the TTL policy', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { email: VISITOR, mensagem: 'Oi' }, { as: null });
    expect(world.db.get(paths.rateLimit('contact-ip:203.0.113.7'))).toEqual({
      hits: [T0],
      expiresAt: T0 + RATE_LIMITS.contactPerIp.windowMs,
    });
    expect(world.db.get(paths.rateLimit(`contact-email:${VISITOR}|203.0.113.7`))).toEqual({
      hits: [T0],
      expiresAt: T0 + RATE_LIMITS.contactPerEmailAndIp.windowMs,
    });
  });

  it('Identity: a sender who renamed themselves with updateProfile is shown with the name and photo Google gave', async () => {
    const world = createWorld();
    // Nina never bootstrapped, so no user document speaks for her: only her Google profile does.
    await world.call('createSkin', { username: 'nina', theme: 'CYBERPINK' }, { as: NEWCOMER });
    world.accounts.set(NEWCOMER.uid, {
      google: { name: 'Nina Nova Silva', picture: 'https://lh3.googleusercontent.com/a/nina' },
      admin: false,
    });
    const disguised = { ...NEWCOMER, name: 'Laura Lab', givenName: 'Laura', picture: OWNER.picture };
    const { idContato } = await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'nina' }, { as: disguised });
    const nina = world.db.get<ContatoDoc>(paths.contato(idContato))?.participantes.find((p) => p.chave === 'nina');
    expect(nina).toMatchObject({ nome: 'Nina', foto: 'https://lh3.googleusercontent.com/a/nina' });
  });

  it('Identity: an unverified e-mail is neither shown to the owners nor stamped on the access log', async () => {
    const world = createWorld();
    await world.call('logAccess', { navegacaoHash: HASH }, { as: null });
    const unverified = { ...ANA, email: 'laura@lab.dev', emailVerified: false };
    await world.call('sendContactMessage', { mensagem: 'Oi', skin: 'ana', navegacaoHash: HASH }, { as: unverified });
    expect(world.db.get<ContatoDoc>(paths.contato('ana_lab'))?.participantes.find((p) => p.chave === 'ana')?.email).toBeNull();
    expect(world.db.get<AcessoDoc>(paths.acesso(HASH))?.valorEmail).toBe('');
  });
});
