/**
 * Whatever drafts are sent, however often each is retried, however the sends interleave and whatever
 * the clock says: each draft is stored once, every try of it gets the same answer, repeats write
 * nothing, the thread's times are distinct and the conversation's last message is the newest one.
 * The notices' trigger runs while the sends do, and again (a retried trigger): once it has drained,
 * no notice is pending and the inbox got one e-mail for the burst, keyed by a stored message.
 */
import fc from 'fast-check';
import { paths } from '../../kernel/paths';
import type { ChatDoc, ConversaDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { noticeMailId } from '../../notices';
import { ANA, createWorld, OWNER, T0, type World } from '../../handlers/test-support/world';

const RUNS = 40;
const target = { contactId: 'ana_lab', conversationId: 'principal' };
const SENDERS = [ANA, OWNER] as const;

const idEnvioOf = (i: number) => `00000000-0000-4000-8000-${i.toString(16).padStart(12, '0')}`;

interface Draft {
  sender: 0 | 1;
  tries: number;
  /** Where the sender's instance's clock is, around the world's, when this draft is first sent. */
  skew: number;
}

async function sendAll(world: World, drafts: Draft[], tries: (draft: Draft) => number, triggers = 0) {
  const running = Array.from({ length: triggers }, () => world.drain());
  const results = await Promise.all(
    drafts.flatMap((draft, i) =>
      Array.from({ length: tries(draft) }, async () => {
        const data = { ...target, mensagem: `mensagem ${i}`, idEnvio: idEnvioOf(i) };
        try {
          return { i, idChat: (await world.call('sendChatMessage', data, { as: SENDERS[draft.sender] })).idChat };
        } catch {
          return { i, idChat: null };
        }
      }),
    ),
  );
  await Promise.all(running);
  return results;
}

it('each draft is stored once, whatever the retries, the concurrency and the clocks', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          sender: fc.constantFrom(0 as const, 1 as const),
          tries: fc.integer({ min: 1, max: 3 }),
          skew: fc.integer({ min: -5_000, max: 5_000 }),
        }),
        { minLength: 1, maxLength: 8 },
      ),
      fc.integer({ min: 0, max: 3 }),
      async (drafts, triggers) => {
        const world = createWorld({ notices: 'held' });
        await world.call('sendContactMessage', { mensagem: 'Oi, Laura', skin: 'ana' }, { as: ANA });
        world.clock.now = T0 + 10_000 + (drafts[0]?.skew ?? 0);
        const first = await sendAll(world, drafts, (draft) => draft.tries, triggers);
        await Promise.all([world.drain(), world.drain()]);

        // Every answer a draft got names one message, stored once.
        const chat = world.db.query<ChatDoc>({ collection: paths.chat('ana_lab', 'principal') }).map((d) => d.data);
        drafts.forEach((draft, i) => {
          const answered = new Set(first.filter((r) => r.i === i && r.idChat !== null).map((r) => r.idChat));
          // Only a visitor's limits refuse; an owner's every draft is sent.
          expect(answered.size).toBe(SENDERS[draft.sender].admin ? 1 : Math.min(answered.size, 1));
          expect(chat.filter((m) => m.mensagem === `mensagem ${i}`)).toHaveLength(answered.size);
        });

        // Order: distinct times, and the conversation ends on the newest.
        const times = chat.map((m) => m.data);
        expect(new Set(times).size).toBe(times.length);
        const newest = chat.reduce((a, b) => (b.data > a.data ? b : a));
        const conversa = world.db.get<ConversaDoc>(paths.conversa('ana_lab', 'principal'));
        expect(conversa).toMatchObject({ ultimaMensagem: newest.mensagem, dataUltimaMensagem: newest.data });

        // Every message's notice settled; Ana's burst (within one window) told the owners once.
        expect(world.db.query({ group: 'avisos' })).toEqual([]);
        const mails = world.db.query<MailDoc>({ collection: paths.mails() }).filter((m) => m.data.tipo === 'notificacao');
        const ofAna = chat.filter((m) => m.userRemetente === 'ana');
        const keys = ofAna.map((m) => noticeMailId({ idContato: 'ana_lab', idConversa: 'principal', idAviso: m.idChat }));
        expect(mails).toHaveLength(1);
        expect(keys).toContain(mails[0]?.id);

        // A later retry of a stored draft, even with the clock behind, writes nothing and answers the same.
        world.clock.now = T0 + 1_000;
        const stored = first.filter((r) => r.idChat !== null);
        const before = world.db.toJSON();
        const again = await sendAll(
          world,
          drafts.map((d, i) => (stored.some((r) => r.i === i) ? d : { ...d, tries: 0 })),
          (draft) => Math.min(draft.tries, 1),
        );
        for (const retry of again) expect(stored.find((r) => r.i === retry.i)?.idChat).toBe(retry.idChat);
        expect(world.db.toJSON()).toEqual(before);
      },
    ),
    { numRuns: RUNS },
  );
});
