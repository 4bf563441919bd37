/**
 * Whatever mix of visitors writes on whichever forms, every message lands in the inbox of the skin it
 * was written to: the contacts are exactly the pairs that wrote, each keeps the inbox it opened in,
 * its unread counts are the messages each side has been sent, and every notice goes to the side the
 * message was for, readable by that creator alone. The notices' trigger runs after a message, while
 * the next is sent, twice at once, or only at the end: drained, each message told its inbox once.
 */
import fc from 'fast-check';
import { contactIdOf } from '../../kernel/validation';
import { inboxOf } from '../unread';
import { MESSAGES } from '../../kernel/messages';
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { ContatoDoc } from '../../kernel/types';
import type { MailDoc } from '../../notices';
import { ANA, BRUNO, createWorld, OWNER, SECOND_OWNER, type World } from '../../handlers/test-support/world';

const RUNS = 60;
const HOUR_AND_A_MINUTE = 61 * 60 * 1000;

type Sender = { kind: 'anonymous'; email: string } | { kind: 'signed-in'; who: typeof ANA; skin: string };
const SENDERS: Sender[] = [
  { kind: 'anonymous', email: 'um@example.com' },
  { kind: 'anonymous', email: 'dois@example.com' },
  { kind: 'signed-in', who: ANA, skin: 'ana' },
  { kind: 'signed-in', who: BRUNO, skin: 'bruno' },
];
const TARGETS = ['lab', 'ana', 'bruno'] as const;
type Target = (typeof TARGETS)[number];

const keyOf = (sender: Sender) => (sender.kind === 'anonymous' ? sender.email : sender.skin);
const uidOf: Record<Target, string> = { lab: OWNER.uid, ana: ANA.uid, bruno: BRUNO.uid };
const ADDRESSES: Record<Target, string[]> = {
  lab: [OWNER.email, SECOND_OWNER.email].sort(),
  ana: [ANA.email],
  bruno: [BRUNO.email],
};

async function publishForms(world: World): Promise<void> {
  for (const skin of ['ana', 'bruno']) {
    const form = {
      id_container: `form-${skin}`,
      titulo: 'Contato',
      iconUrl: '',
      order: 0,
      cardIds: [],
      tipo: 'formulario',
      assuntos: ['OUTRO'],
    };
    await world.db.runTransaction((tx) =>
      tx.set(publishedPaths.page(skin, 'home'), { containers: [form], cards: [], addOns: [] }),
    );
  }
}

function payloadOf(sender: Sender, target: Target, i: number): Record<string, unknown> {
  return {
    mensagem: `mensagem ${i}`,
    ...(sender.kind === 'anonymous' ? { email: sender.email } : { skin: sender.skin }),
    ...(target === 'lab' ? {} : { destino: target, pagina: 'home' }),
  };
}

it('every message lands in the inbox of the skin it was written to', async () => {
  await fc.assert(
    fc.asyncProperty(
      fc.array(
        fc.record({
          sender: fc.constantFrom(...SENDERS),
          target: fc.constantFrom(...TARGETS),
          trigger: fc.constantFrom('after', 'racing', 'twice', 'at-the-end'),
        }),
        { minLength: 1, maxLength: 12 },
      ),
      async (messages) => {
        const world = createWorld({ notices: 'held' });
        const racing: Array<Promise<void>> = [];
        let accepted = 0;
        await publishForms(world);
        const before = new Set(world.db.query({ collection: paths.contatos() }).map((row) => row.id));
        /** Per contact: the inbox it opened in, and how many messages each participant key was sent. */
        const expected = new Map<string, { inbox: string; sentTo: Map<string, number> }>();
        for (const [i, { sender, target, trigger }] of messages.entries()) {
          world.clock.now += HOUR_AND_A_MINUTE;
          const as = sender.kind === 'anonymous' ? null : sender.who;
          if (sender.kind === 'signed-in' && sender.skin === target) {
            expect(await world.refusal('sendContactMessage', payloadOf(sender, target, i), { as })).toMatchObject({
              message: MESSAGES.contactOwnInbox,
            });
            continue;
          }
          if (trigger === 'racing') racing.push(world.drain());
          await world.call('sendContactMessage', payloadOf(sender, target, i), { as });
          accepted += 1;
          if (trigger === 'after') await world.drain();
          if (trigger === 'twice') await Promise.all([world.drain(), world.drain()]);
          const id = contactIdOf(keyOf(sender), target);
          const entry = expected.get(id) ?? { inbox: target, sentTo: new Map<string, number>() };
          entry.sentTo.set(target, (entry.sentTo.get(target) ?? 0) + 1);
          expected.set(id, entry);
        }

        await Promise.all(racing);
        await world.drain();
        expect(world.db.query({ group: 'avisos' })).toEqual([]);
        // An hour apart, every message's notice is due: exactly one each.
        expect(world.db.query<MailDoc>({ collection: paths.mails() })).toHaveLength(accepted);

        const contacts = world.db.query<ContatoDoc>({ collection: paths.contatos() }).filter((row) => !before.has(row.id));
        expect(contacts.map((row) => row.id).sort()).toEqual([...expected.keys()].sort());
        for (const { id, data } of contacts) {
          const { inbox, sentTo } = expected.get(id)!;
          expect(inboxOf(data)).toBe(inbox);
          const other = data.participantes.find((p) => p.chave !== inbox)!.chave;
          expect([data.naoLidasLab, data.naoLidasVisitante]).toEqual([sentTo.get(inbox) ?? 0, sentTo.get(other) ?? 0]);
        }
        // Each notice goes to a side that was sent a message in its contact: the owners for the site's,
        // the creator (who alone may read it besides the owners) for a skin's.
        for (const { data: mail } of world.db.query<MailDoc>({ collection: paths.mails() })) {
          const sentTo = expected.get(mail.idContato)!.sentTo;
          const target =
            mail.leitores === undefined ? 'lab' : TARGETS.find((t) => mail.leitores?.[0] === uidOf[t] && t !== 'lab');
          expect(target !== undefined && sentTo.has(target)).toBe(true);
          expect(mail.to).toEqual(ADDRESSES[target!]);
        }
      },
    ),
    { numRuns: RUNS },
  );
});
