/**
 * "Seus dados pelo e-mail": a visitor who wrote without an account asks for a link, which goes to that
 * address only; it shows and deletes exactly the messages sent with it, and a forged, used or expired
 * link shows nothing. Checked on the project's seed.
 */
import { DATA_LINK_MS, DATA_LINK_PATH } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { REMOVED_MESSAGE } from '../store/conversation-anonymiser';
import type { ChatDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { withPublishedSnapshots } from '../../published';
import { readSeed } from '../../handlers/test-support/seed-file';
import { createWorld, expectNoWrites, T0 } from '../../handlers/test-support/world';

const ANA = 'ana.souza@example.com';
const seed = readSeed();

function seededWorld() {
  const world = createWorld({ empty: true });
  world.db.load(withPublishedSnapshots(seed.documents));
  return world;
}
type World = ReturnType<typeof seededWorld>;

/** Asks for the link as a visitor would and takes the token out of the e-mail that carries it. */
async function linkFor(world: World, email: string): Promise<string> {
  expect(await world.call('requestMyMessages', { email }, { as: null })).toEqual({ sent: true });
  const [mail] = world.db.query<MailDoc>({ collection: paths.mails() }, { where: [['tipo', '==', 'acesso-dados']] });
  const token = mail?.data.message.text.match(new RegExp(`${DATA_LINK_PATH}#([A-Za-z0-9]+)`))?.[1];
  if (!token) throw new Error('no link was sent');
  return token;
}

describe('requestMyMessages', () => {
  it('sends a one-time link, valid 24 hours, to an address that wrote', async () => {
    const world = seededWorld();
    const token = await linkFor(world, ` ${ANA.toUpperCase()} `);
    const [mail] = world.db.query<MailDoc>({ collection: paths.mails() }, { where: [['tipo', '==', 'acesso-dados']] });
    expect(mail?.data).toMatchObject({ to: [ANA], message: { subject: 'Suas mensagens no Lab' } });
    expect(world.db.get(paths.pedidoDados(token))).toEqual({ email: ANA, criadoEm: T0, expiresAt: T0 + DATA_LINK_MS });
  });

  it('answers the same for an address that never wrote, and sends nothing', async () => {
    const world = seededWorld();
    expect(await world.call('requestMyMessages', { email: 'ninguem@example.com' }, { as: null })).toEqual({ sent: true });
    const written = Object.keys(world.db.toJSON()).filter((p) => !(p in withPublishedSnapshots(seed.documents)));
    expect(written.every((p) => p.startsWith('rateLimits/'))).toBe(true);
  });

  it('refuses a bad address, writing nothing', async () => {
    const world = seededWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('requestMyMessages', { email: 'nao-e-email' }, { as: null })).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.emailInvalid,
      });
      expect(await world.refusal('requestMyMessages', { email: '' }, { as: null })).toMatchObject({
        message: MESSAGES.emailRequired,
      });
    });
  });

  it(`takes ${RATE_LIMITS.dataRequestPerEmail.max} requests a day for one address, and ${RATE_LIMITS.dataRequestPerIp.max} an hour from one IP`, async () => {
    const world = seededWorld();
    for (let i = 0; i < RATE_LIMITS.dataRequestPerEmail.max; i += 1) {
      await world.call('requestMyMessages', { email: ANA }, { as: null, ip: `198.51.100.${i + 1}` });
    }
    expect(await world.refusal('requestMyMessages', { email: ANA }, { as: null, ip: '198.51.100.99' })).toMatchObject({
      code: 'resource-exhausted',
      message: MESSAGES.dataRequestRateLimited,
    });
    for (let i = 0; i < RATE_LIMITS.dataRequestPerIp.max; i += 1) {
      await world.call('requestMyMessages', { email: `v${i}@example.com` }, { as: null, ip: '2001:db8:5::1' });
    }
    expect(
      await world.refusal('requestMyMessages', { email: 'outro@example.com' }, { as: null, ip: '2001:db8:5::2' }),
    ).toMatchObject({
      message: MESSAGES.dataRequestRateLimited,
    });
  });
});

describe('readMyMessages and deleteMyMessages', () => {
  it('shows exactly the messages sent with the address, each marked as the visitor’s or not', async () => {
    const world = seededWorld();
    const file = await world.call('readMyMessages', { token: await linkFor(world, ANA) }, { as: null });
    expect(file.email).toBe(ANA);
    expect(file.conversas).toEqual([expect.objectContaining({ com: 'Dona do Lab', assunto: 'PROJETO ENCHENTES RS' })]);
    const stored = world.db.query<ChatDoc>({ collection: paths.chat(`${ANA}_lab`, 'c-enchentes') }).map((d) => d.data);
    expect(file.conversas[0]?.mensagens).toEqual(
      stored.map((m) => ({ data: m.data, texto: m.mensagem, suas: m.userRemetente === ANA })),
    );
  });

  it('deletes them: nothing names the address any more, the other side keeps its words, and the link is used up', async () => {
    const world = seededWorld();
    const token = await linkFor(world, ANA);
    expect(await world.call('deleteMyMessages', { token }, { as: null })).toEqual({ deleted: true });
    const all = world.db.toJSON();
    // Limit counters hold only instants and go within a day (TTL); everything else must not name her.
    expect(
      Object.keys(all).filter((p) => !p.startsWith('rateLimits/') && (p.includes(ANA) || JSON.stringify(all[p]).includes(ANA))),
    ).toEqual([]);
    const moved = Object.keys(all).find((p) => /^contatos\/[^/]+\/conversas\/c-enchentes\/chat\/c-enchentes-02$/.test(p));
    expect(all[moved ?? '']).toMatchObject({ userRemetente: 'lab', mensagem: expect.stringContaining('Oi, Ana!') });
    const mine = Object.keys(all).find((p) => p.endsWith('/chat/c-enchentes-01'));
    expect(all[mine ?? '']).toMatchObject({ mensagem: REMOVED_MESSAGE });
    expect(await world.refusal('readMyMessages', { token }, { as: null })).toMatchObject({
      code: 'not-found',
      message: MESSAGES.dataLinkInvalid,
    });
  });

  it('shows nothing for a forged or an expired link, and deletes nothing', async () => {
    const world = seededWorld();
    const token = await linkFor(world, ANA);
    world.clock.now = T0 + DATA_LINK_MS;
    await expectNoWrites(world.db, async () => {
      for (const forged of ['a'.repeat(32), `${token}x`, '../acessos/x', token]) {
        for (const name of ['readMyMessages', 'deleteMyMessages'] as const) {
          expect(await world.refusal(name, { token: forged }, { as: null })).toMatchObject({
            code: 'not-found',
            message: MESSAGES.dataLinkInvalid,
          });
        }
      }
    });
  });
});

describe('the name and WhatsApp a visitor gave on the form', () => {
  const MARINA = 'marina@example.com';
  const details = { nome: 'Marina Souza', whatsapp: '(11) 98765-4321' };

  it('are shown with her messages, and go with them when she deletes them', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { email: MARINA, mensagem: 'Quero um site.', ...details }, { as: null });
    const token = await linkFor(world, MARINA);
    const file = await world.call('readMyMessages', { token }, { as: null });
    expect(file.conversas).toEqual([expect.objectContaining({ nome: 'Marina Souza', whatsapp: '+5511987654321' })]);
    await world.call('deleteMyMessages', { token }, { as: null });
    const stored = JSON.stringify(world.db.toJSON());
    expect(stored).not.toContain('Marina Souza');
    expect(stored).not.toContain('5511987654321');
  });
});
