/**
 * A creator's replies reach a visitor's mailbox only once that address has said it wants them: the
 * site is no relay for a creator who types strangers' addresses into his own form and "answers" them.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { REPLY_MAIL_BUDGETS } from '../../kernel/constants';
import type { ChatDoc } from '../../kernel/types';
import type { MailDoc } from '../mail-doc';
import { ANA, BRUNO, createWorld, expectNoWrites, OWNER, type World } from '../../handlers/test-support/world';

const LURE = 'SEU PIX FOI RECUSADO';
const BAIT = 'Regularize em https://banco-falso.example/pix';
const FORM = { id_container: 'form', titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [] };

async function publishForm(world: World, skin: string, assuntos = [LURE]) {
  await world.db.runTransaction((tx) =>
    tx.set(publishedPaths.page(skin, 'home'), { containers: [{ ...FORM, tipo: 'formulario', assuntos }], cards: [], addOns: [] }),
  );
}

const mails = (world: World) =>
  world.db.query<MailDoc>({ collection: paths.mails() }).map((row) => ({ id: row.id, ...row.data }));
const mailsTo = (world: World, address: string) => mails(world).filter((m) => m.to.includes(address));
const tick = (world: World, ms = 61_000) => (world.clock.now += ms);

/** Signed out, on `skin`'s form, in `address`'s name: the contact and conversation it opened. */
async function writeAs(world: World, address: string, skin: string, ip = '198.51.100.9') {
  const assunto = skin === 'lab' ? undefined : LURE;
  const data = skin === 'lab' ? { assunto: 'OUTRO', email: address } : { assunto, email: address, destino: skin, pagina: 'home' };
  return world.call('sendContactMessage', { mensagem: 'oi', ...data }, { as: null, ip });
}

async function reply(world: World, as: typeof ANA, to: { idContato: string; idConversa: string }, mensagem = BAIT) {
  tick(world);
  const { idChat } = await world.call(
    'sendChatMessage',
    { contactId: to.idContato, conversationId: to.idConversa, mensagem },
    { as },
  );
  return world.db.get<ChatDoc>(`${paths.chat(to.idContato, to.idConversa)}/${idChat}`)!;
}

/** The page links a mail carries, by action: the fragment the page hands to answerReplyMail. */
function linksIn(mail: MailDoc): Record<string, string> {
  const found = [...mail.message.text.matchAll(/\/privacidade\/respostas\?acao=(\w+)#(\S+)/g)];
  return Object.fromEntries(found.map((m) => [m[1]!, m[2]!]));
}

async function confirmationFor(world: World, address: string): Promise<Record<string, string>> {
  const asking = mailsTo(world, address).filter((m) => m.tipo === 'confirmacao-respostas');
  expect(asking).toHaveLength(1);
  return linksIn(asking[0]!);
}

describe('a creator typing strangers’ addresses into his own form, then answering them', () => {
  it('the 30-victims scenario mails no creator content to an unconfirmed address, and only a handful of mails at all', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    const victims = Array.from({ length: 30 }, (_, i) => `vitima${i}@example.com`);
    const contacts = [];
    for (const [i, victim] of victims.entries())
      contacts.push(await writeAs(world, victim, 'ana', `198.51.100.${Math.floor(i / 5)}`));
    const notices = mails(world).length;
    const replies = [];
    for (const contact of contacts) replies.push(await reply(world, ANA, contact));

    const toVictims = mails(world).filter((m) => m.to.some((to) => victims.includes(to)));
    expect(toVictims.length).toBeLessThanOrEqual(REPLY_MAIL_BUDGETS.confirmationsPerInboxPerDay.max);
    expect(mails(world).length - notices).toBe(toVictims.length);
    for (const mail of toVictims) {
      expect(mail.tipo).toBe('confirmacao-respostas');
      expect(JSON.stringify(mail)).not.toMatch(/PIX|banco-falso|Regularize/);
    }
    // Every reply is kept in the chat, which says why it was not mailed.
    expect(replies.every((r) => r.idMail === undefined)).toBe(true);
    expect(new Set(replies.map((r) => r.emailRetido))).toEqual(new Set(['sem-confirmacao', 'limite']));
  });

  it('one address cannot get more than the budget, however many skins answer it', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    await publishForm(world, 'bruno');
    const victim = 'alvo@example.com';
    const onAna = await writeAs(world, victim, 'ana');
    await reply(world, ANA, onAna, 'Olá!');
    await world.call(
      'answerReplyMail',
      { link: (await confirmationFor(world, victim)).confirmar, acao: 'confirmar' },
      { as: null },
    );
    const onBruno = await writeAs(world, victim, 'bruno');
    for (let i = 0; i < 40; i++) await reply(world, i % 2 ? BRUNO : ANA, i % 2 ? onBruno : onAna, `resposta ${i}`);

    const mailed = mailsTo(world, victim).filter((m) => m.tipo === 'resposta');
    expect(mailed.length).toBe(REPLY_MAIL_BUDGETS.perAddressPerHour.max);
  });

  it('after "não fui eu" nothing more goes to that address from any skin, nor from the site itself', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    await publishForm(world, 'bruno');
    const victim = 'recusa@example.com';
    const onAna = await writeAs(world, victim, 'ana');
    await reply(world, ANA, onAna);
    await world.call('answerReplyMail', { link: (await confirmationFor(world, victim)).recusar, acao: 'recusar' }, { as: null });
    const before = mailsTo(world, victim).length;

    expect((await reply(world, ANA, onAna)).emailRetido).toBe('recusado');
    expect((await reply(world, BRUNO, await writeAs(world, victim, 'bruno'))).emailRetido).toBe('recusado');
    expect((await reply(world, OWNER, await writeAs(world, victim, 'lab'), 'Oi')).emailRetido).toBe('recusado');
    tick(world, 8 * 86_400_000);
    expect((await reply(world, ANA, onAna)).emailRetido).toBe('recusado');
    expect(mailsTo(world, victim)).toHaveLength(before);
  });

  it('after confirmation replies go out, each stating the skin, that the site did not write it, and a report link', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    const visitor = 'quer@example.com';
    const onAna = await writeAs(world, visitor, 'ana');
    const early = await reply(world, ANA, onAna, 'Primeira resposta');
    expect(early.emailRetido).toBe('sem-confirmacao');
    const { confirmar } = await confirmationFor(world, visitor);
    expect(await world.call('answerReplyMail', { link: confirmar!, acao: 'confirmar' }, { as: null })).toEqual({
      estado: 'confirmado',
    });

    const later = await reply(world, ANA, onAna, 'Segunda resposta');
    const mail = mails(world).find((m) => m.id === later.idMail)!;
    expect(mail).toMatchObject({ to: [visitor], tipo: 'resposta' });
    expect(mail.message.text).toContain('Segunda resposta');
    expect(mail.message.text).toContain('escrita pela skin @ana');
    expect(mail.message.text).toContain(`não foi escrita pelo Lab`);
    expect(mail.message.text).toContain('https://lab.example/ana#denunciar');
    expect(linksIn(mail).sair).toBeDefined();
    expect(mail.message.html).toContain('https://lab.example/ana#denunciar');
  });

  it('signed links cannot be altered, nor replayed for another address, nor turned from leaving into consent', async () => {
    const world = createWorld();
    await publishForm(world, 'ana');
    const [one, two] = ['um@example.com', 'dois@example.com'];
    await reply(world, ANA, await writeAs(world, one, 'ana'));
    await reply(world, ANA, await writeAs(world, two, 'ana'));
    const linkOne = (await confirmationFor(world, one)).confirmar!;
    const linkTwo = (await confirmationFor(world, two)).confirmar!;
    const [hashTwo] = linkTwo.split('.');
    const [, tokenOne] = linkOne.split('.');
    const last = linkOne.slice(-1);
    const forged = [
      `${linkOne.slice(0, -1)}${last === 'a' ? 'b' : 'a'}`,
      `${hashTwo}.${tokenOne}`,
      linkOne.split('.')[0]!,
      `${linkOne}.extra`,
    ];
    await expectNoWrites(world.db, async () => {
      for (const link of forged) {
        expect(await world.refusal('answerReplyMail', { link, acao: 'confirmar' }, { as: null })).toMatchObject({
          code: 'not-found',
          message: MESSAGES.replyLinkInvalid,
        });
      }
    });

    // A creator reads his own reply mail, unsubscribe link included: it can only ever stop mail.
    await world.call('answerReplyMail', { link: linkOne, acao: 'confirmar' }, { as: null });
    const { idMail } = await reply(world, ANA, await writeAs(world, one, 'ana'), 'oi');
    const mailed = mails(world).find((m) => m.id === idMail)!;
    await expectNoWrites(world.db, async () => {
      expect(
        await world.refusal('answerReplyMail', { link: linksIn(mailed).sair, acao: 'confirmar' }, { as: null }),
      ).toMatchObject({
        code: 'not-found',
      });
    });
  });
});

describe("an address's record and the person's data", () => {
  async function dataLinkFor(world: World, email: string): Promise<string> {
    await world.call('requestMyMessages', { email }, { as: null });
    const mail = mailsTo(world, email).find((m) => m.tipo === 'acesso-dados')!;
    return /mensagens#([A-Za-z0-9]+)/.exec(mail.message.text)![1]!;
  }

  it.each([
    ['confirmar', 'nothing'],
    ['recusar', 'the refusal alone'],
  ] as const)('"Excluir" on the e-mailed data link after %s leaves %s of the record', async (acao, kept) => {
    const world = createWorld();
    await publishForm(world, 'ana');
    const visitor = 'dados@example.com';
    await reply(world, ANA, await writeAs(world, visitor, 'ana'));
    await world.call('answerReplyMail', { link: (await confirmationFor(world, visitor))[acao]!, acao }, { as: null });
    await world.call('deleteMyMessages', { token: await dataLinkFor(world, visitor) }, { as: null });
    const left = world.db.query({ collection: 'destinatarios' }).map((row) => row.data);
    expect(left).toEqual(
      kept === 'nothing' ? [] : [{ tokenSair: expect.any(String), criadoEm: expect.any(Number), recusadoEm: expect.any(Number) }],
    );
  });

  it("is in the account's export under its e-mails, without the links' secrets", async () => {
    const world = createWorld();
    await publishForm(world, 'bruno');
    await reply(world, BRUNO, await writeAs(world, ANA.email, 'bruno'));
    const file = await world.call('exportMyData', {}, { as: ANA });
    const record = file.secoes.emails.find((d) => d.caminho.startsWith('destinatarios/'));
    expect(record?.dados).toEqual(expect.objectContaining({ pedidoEm: expect.anything() }));
    expect(JSON.stringify(record)).not.toMatch(/token/);
  });
});
