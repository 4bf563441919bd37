/**
 * A client's anonymous messages and the notice e-mails they cause are counted across every form of
 * the site: each form's own limit is per form, so on its own a client's share would grow with the
 * number of skins that have a form.
 */
import { DEFAULT_AVATAR, IPV6_NETWORK_LIMIT_FACTOR, MAIN_PAGE_ID } from '../../kernel/constants';
import { RATE_LIMITS } from '../../kernel/rate-limits';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { MailDoc } from '../../notices';
import { createWorld, expectNoWrites, T0, type World } from '../../handlers/test-support/world';

const FORM = { id_container: 'form', titulo: 'Fale comigo', iconUrl: '', order: 0, cardIds: [] };
const CREATORS = Array.from({ length: 10 }, (_, n) => `criadora${n}`);

/** Ten creators, each with a skin whose main page has a published contact form. */
async function tenCreatorsWithForms(world: World): Promise<void> {
  await world.db.runTransaction(async (tx) => {
    for (const name of CREATORS) {
      const uid = `${name}-uid`;
      const skinId = `skin-${name}`;
      tx.set(paths.user(uid), { idGoogle: uid, nomeGoogle: name, nomeCompletoGoogle: name, emailGoogle: `${name}@example.com` });
      tx.set(paths.skin(uid, skinId), {
        id_skins: skinId,
        username: name,
        theme: 'CYBERPINK',
        is_main: true,
        data: T0 - 1000,
        iconSkin: DEFAULT_AVATAR,
        idUser: uid,
      });
      tx.set(paths.username(name), { uid, skinId });
      tx.set(publishedPaths.page(name, MAIN_PAGE_ID), {
        containers: [{ ...FORM, tipo: 'formulario', assuntos: ['OUTRO'] }],
        cards: [],
        addOns: [],
      });
      world.accounts.set(uid, { google: { name, picture: '' }, admin: false, verifiedEmail: `${name}@example.com` });
    }
  });
}

const toForm = (n: number) => ({
  assunto: 'OUTRO',
  mensagem: `Mensagem ${n}`,
  email: `v${n}@example.com`,
  destino: CREATORS[n % CREATORS.length],
  pagina: MAIN_PAGE_ID,
});

async function sendAll(world: World, count: number, ipOf: (n: number) => string): Promise<number> {
  let accepted = 0;
  for (let n = 0; n < count; n += 1) {
    world.clock.now += 1000;
    const sent = await world.call('sendContactMessage', toForm(n), { as: null, ip: ipOf(n) }).then(
      () => true,
      () => false,
    );
    if (sent) accepted += 1;
  }
  return accepted;
}

const notices = (world: World) =>
  world.db.query<MailDoc>({ collection: paths.mails() }).filter((row) => row.data.tipo === 'notificacao');

describe('anonymous messages across the forms of the site', () => {
  it("Spread over forms: one IP's 60 anonymous messages to ten creators' forms in an hour are held to one client's share", async () => {
    const world = createWorld();
    await tenCreatorsWithForms(world);
    const accepted = await sendAll(world, 60, () => '198.51.100.20');
    expect(accepted).toBe(RATE_LIMITS.contactPerClient.max);
    // The refusal is the usual one and writes nothing.
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('sendContactMessage', toForm(61), { as: null, ip: '198.51.100.20' })).toMatchObject({
        code: 'resource-exhausted',
      });
    });
    // Another client still writes to every form.
    await expect(world.call('sendContactMessage', toForm(62), { as: null, ip: '198.51.100.21' })).resolves.toBeDefined();
  });

  it("Spread over forms: the notice e-mails one IP's messages cause are held to one client's share across every inbox", async () => {
    const world = createWorld();
    await tenCreatorsWithForms(world);
    await sendAll(world, 60, () => '198.51.100.20');
    expect(notices(world).length).toBe(RATE_LIMITS.noticesPerSender.max);
    // Another client's message still tells its creator.
    await world.call('sendContactMessage', toForm(63), { as: null, ip: '198.51.100.21' });
    expect(notices(world).length).toBe(RATE_LIMITS.noticesPerSender.max + 1);
  });

  it("Spread over forms: one /48's messages across ten forms are held to the /48's looser share", async () => {
    const world = createWorld();
    await tenCreatorsWithForms(world);
    const accepted = await sendAll(world, 120, (n) => `2001:db8:7:${(n + 1).toString(16)}::1`);
    expect(accepted).toBe(RATE_LIMITS.contactPerClient.max * IPV6_NETWORK_LIMIT_FACTOR);
    expect(notices(world).length).toBe(RATE_LIMITS.noticesPerSender.max * IPV6_NETWORK_LIMIT_FACTOR);
  });
});
