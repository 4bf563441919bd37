/**
 * Owner notices: the site-wide budget of notices an hour is shared, so one sender keeping many
 * conversations busy can never use it all and silence the next visitor.
 */
import { OWNER_NOTIFICATION_WINDOW_MS, OWNER_NOTIFICATIONS_PER_SENDER_PER_HOUR } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { ConversaDoc } from '../../kernel/types';
import type { MailDoc } from '../mail-doc';
import { ANA, createWorld, T0, type World } from '../../handlers/test-support/world';

const notices = (world: World) =>
  world.db.query<MailDoc>({ collection: paths.mails() }).filter((m) => m.data.tipo === 'notificacao');

describe('owner notices', () => {
  it('owner notices: one account pinging 10 conversations every 10 minutes gets its share, and the next visitor still reaches the owners', async () => {
    const world = createWorld();
    await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
    const principal = world.db.get<ConversaDoc>(paths.conversa('ana_lab', 'principal'));
    if (!principal) throw new Error('the seed has no principal conversation for ana_lab');
    const conversations = Array.from({ length: 10 }, (_, n) => `c${n}`);
    world.db.load({
      ...world.db.toJSON(),
      ...Object.fromEntries(conversations.map((id) => [paths.conversa('ana_lab', id), { ...principal, idConversa: id }])),
    });

    for (let round = 0; round < 6; round += 1) {
      world.clock.now = T0 + (round + 1) * OWNER_NOTIFICATION_WINDOW_MS - 60_000;
      for (const conversationId of conversations) {
        await world.call('sendChatMessage', { contactId: 'ana_lab', conversationId, mensagem: `ping ${round}` }, { as: ANA });
      }
    }
    expect(notices(world)).toHaveLength(OWNER_NOTIFICATIONS_PER_SENDER_PER_HOUR.max);

    world.clock.now = T0 + 58 * 60_000;
    await world.call('sendContactMessage', { email: 'nova.visita@example.com', assunto: 'SISTEMA' }, { as: null });
    expect(notices(world).some((m) => JSON.stringify(m.data).includes('nova.visita@example.com'))).toBe(true);
  });
});
