/**
 * A visitor's name and WhatsApp on the contact form: both optional, checked on the server, kept on
 * the conversation the message opens (never on the contact another message could share) and told to
 * the inbox in its notice.
 */
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import type { ConversaDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { ANA, createWorld, expectNoWrites, type World } from '../../handlers/test-support/world';

const VISITOR = 'visita@example.com';
const SEND_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';

const mails = (world: World) => world.db.query<MailDoc>({ collection: paths.mails() }).map((row) => row.data);
const conversationOf = (world: World, sent: { idContato: string; idConversa: string }) =>
  world.db.get<ConversaDoc>(paths.conversa(sent.idContato, sent.idConversa));

describe('sendContactMessage with the visitor’s name and WhatsApp', () => {
  it.each(['(11) 98765-4321', '+55 11 98765-4321', '11987654321', ' 11 98765 4321 '])(
    'keeps the WhatsApp typed as %j in E.164, with the name as typed, on the conversation',
    async (typed) => {
      const world = createWorld();
      const sent = await world.call(
        'sendContactMessage',
        { email: VISITOR, mensagem: 'Oi', nome: '  Marina   Souza 🌸 ', whatsapp: typed },
        { as: null },
      );
      expect(conversationOf(world, sent)).toMatchObject({ nome: 'Marina Souza 🌸', whatsapp: '+5511987654321' });
    },
  );

  it('keeps no name or WhatsApp when the visitor leaves them blank, or sends none', async () => {
    const world = createWorld();
    const blank = await world.call(
      'sendContactMessage',
      { email: VISITOR, mensagem: 'Oi', nome: '  ', whatsapp: '' },
      { as: null },
    );
    const none = await world.call('sendContactMessage', { email: VISITOR, mensagem: 'Oi de novo' }, { as: null });
    for (const sent of [blank, none]) {
      const conversa = conversationOf(world, sent)!;
      expect(conversa).not.toHaveProperty('nome');
      expect(conversa).not.toHaveProperty('whatsapp');
    }
  });

  it('takes a name of 80 emoji: a person counts what she sees, not UTF-16 units', async () => {
    const world = createWorld();
    const sent = await world.call('sendContactMessage', { email: VISITOR, mensagem: 'Oi', nome: '🌸'.repeat(80) }, { as: null });
    expect(conversationOf(world, sent)?.nome).toBe('🌸'.repeat(80));
  });

  describe('refuses, writing nothing,', () => {
    it.each([
      ['a name over 80 characters', { nome: 'a'.repeat(81) }, MESSAGES.contactNameTooLong],
      [
        'a name holding a bidi override that would reverse how it reads',
        { nome: 'Marina \u202Eanizam' },
        MESSAGES.contactNameInvalidChars,
      ],
      [
        'a name holding a line break (a forged "De:" line in the notice)',
        { nome: 'Marina\nDe: banco' },
        MESSAGES.contactNameInvalidChars,
      ],
      ['a name that is not text', { nome: 42 }, MESSAGES.invalidPayload],
      ['a huge name', { nome: 'a'.repeat(10_000) }, MESSAGES.contactNameTooLong],
      ['a WhatsApp of letters', { whatsapp: 'me chama' }, MESSAGES.contactWhatsappInvalid],
      ['a WhatsApp without its DDD', { whatsapp: '98765-4321' }, MESSAGES.contactWhatsappInvalid],
      ['a WhatsApp one digit short', { whatsapp: '(11) 9876-432' }, MESSAGES.contactWhatsappInvalid],
      ['a huge WhatsApp', { whatsapp: '1'.repeat(10_000) }, MESSAGES.contactWhatsappInvalid],
      ['a WhatsApp that is not text', { whatsapp: 11987654321 }, MESSAGES.invalidPayload],
    ])('with invalid-argument: %s', async (_case, fields, message) => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        expect(
          await world.refusal('sendContactMessage', { email: VISITOR, mensagem: 'Oi', ...fields }, { as: null }),
        ).toMatchObject({ code: 'invalid-argument', message });
      });
    });

    it('with invalid-argument: a signed-in sender, whose inbox knows her by her account', async () => {
      const world = createWorld();
      await expectNoWrites(world.db, async () => {
        expect(
          await world.refusal(
            'sendContactMessage',
            { mensagem: 'Oi', skin: 'ana', nome: 'Outra', whatsapp: '11987654321' },
            { as: ANA },
          ),
        ).toMatchObject({ code: 'invalid-argument', message: MESSAGES.invalidPayload });
      });
    });

    it('when the visitor’s limit is full, name and WhatsApp or not', async () => {
      const world = createWorld();
      const ip = '198.51.100.7';
      for (let i = 0; i < RATE_LIMITS.contactPerIp.max; i += 1) {
        await world.call('sendContactMessage', { email: VISITOR, mensagem: `Oi ${i}` }, { as: null, ip });
      }
      await expectNoWrites(world.db, async () => {
        expect(
          await world.refusal(
            'sendContactMessage',
            { email: VISITOR, mensagem: 'Mais uma', nome: 'Marina', whatsapp: '11987654321' },
            { as: null, ip },
          ),
        ).toMatchObject({ code: 'resource-exhausted' });
      });
    });
  });

  it('stores a retried draft once, name and WhatsApp included', async () => {
    const world = createWorld();
    const draft = { email: VISITOR, mensagem: 'Oi', nome: 'Marina', whatsapp: '11987654321', idEnvio: SEND_ID };
    const first = await world.call('sendContactMessage', draft, { as: null });
    const again = await world.call('sendContactMessage', draft, { as: null });
    expect(again).toEqual(first);
    expect(world.db.query({ collection: paths.conversas(first.idContato) })).toHaveLength(1);
  });

  it('tells the inbox the name and a wa.me link in the notice e-mail, the name escaped in its HTML', async () => {
    const world = createWorld();
    await world.call(
      'sendContactMessage',
      { email: VISITOR, mensagem: 'Oi', nome: 'Marina <b>Souza</b>', whatsapp: '(11) 98765-4321' },
      { as: null },
    );
    const [notice] = mails(world);
    expect(notice?.message.text).toContain(`De: Marina <b>Souza</b> <${VISITOR}>`);
    expect(notice?.message.text).toContain('WhatsApp: +55 11 98765-4321 (https://wa.me/5511987654321)');
    expect(notice?.message.html).toContain('Marina &lt;b&gt;Souza&lt;/b&gt;');
    expect(notice?.message.html).toContain('<a href="https://wa.me/5511987654321">+55 11 98765-4321</a>');
    expect(notice?.message.subject).not.toContain('Marina');
  });

  it('on a creator’s form: her conversation keeps both and her notice names them', async () => {
    const world = createWorld();
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
            assuntos: ['OUTRO'],
          },
        ],
        cards: [],
        addOns: [],
      }),
    );
    const sent = await world.call(
      'sendContactMessage',
      {
        email: VISITOR,
        assunto: 'OUTRO',
        mensagem: 'Oi, Ana',
        destino: 'ana',
        pagina: 'home',
        nome: 'Marina',
        whatsapp: '+55 11 98765-4321',
      },
      { as: null },
    );
    expect(conversationOf(world, sent)).toMatchObject({ nome: 'Marina', whatsapp: '+5511987654321' });
    const notice = mails(world).find((mail) => mail.to.includes(ANA.email));
    expect(notice?.message.text).toContain('De: Marina <visita@example.com>');
    expect(notice?.message.text).toContain('https://wa.me/5511987654321');
  });
});
