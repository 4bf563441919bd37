import { beforeEach, describe, expect, it } from '@jest/globals';
import { contactIdOf } from '../../kernel/validation';
import { paths } from '../../kernel/paths';
import type { Participante } from '../../kernel/types';
import type { Store } from '../../store/store';
import {
  T0,
  contactMessage,
  mail,
  owner,
  sendWithNotice,
  type ContractSettings,
  type Peek,
  type StoreUnderTest,
} from '../../store/contract/contract-fixtures';

const joe: Participante = { chave: 'joe_x@c.de', uid: null, nome: 'joe_x@c.de', foto: 'j.png', email: 'joe_x@c.de' };
/** The id the old, plain join gave the contact of joe_x@c.de and the site's inbox. */
const OLD_ID = 'joe_x@c.de_lab';

/** Contacts stored under the old plain join of their keys move to the id contactIdOf gives now. */
export function describeContactIdsContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('contact ids', () => {
    it(
      'moves a contact stored under the old id, with its conversations, messages and mail, and leaves the rest alone',
      async () => {
        const notice = { id: 'n1', doc: { ...mail('n1'), idContato: OLD_ID }, windowMs: 1, rateLimits: [] };
        const contact = { idContato: OLD_ID, participantes: [joe, owner], uids: ['owner'] };
        await sendWithNotice(store, contactMessage({ contact }), notice);
        await store.sendContactMessage(contactMessage({ at: T0 + 1 }, 'c2'));
        const before = await peek.doc(paths.contato(contactMessage().contact.idContato));
        const to = contactIdOf(joe.chave, owner.chave);

        expect(await store.migrateContactIds()).toEqual({ contacts: 2, moved: { [OLD_ID]: to }, blocked: [] });
        expect(await peek.doc(paths.contato(OLD_ID))).toBeNull();
        expect(await peek.list(paths.conversas(OLD_ID))).toEqual([]);
        expect(await peek.doc(paths.contato(to))).toMatchObject({ idContato: to, participantes: [joe, owner] });
        expect(await peek.doc(paths.conversa(to, 'principal'))).toMatchObject({ idContato: to });
        expect((await peek.list(paths.chat(to, 'principal'))).map((m) => m.id)).toEqual(['c1']);
        expect(await peek.doc(paths.mail('n1'))).toMatchObject({ idContato: to });
        expect(await peek.doc(paths.contato(contactMessage().contact.idContato))).toEqual(before);
        // A second run finds nothing to move.
        expect(await store.migrateContactIds()).toEqual({ contacts: 2, moved: {}, blocked: [] });
      },
      timeout,
    );
  });
}
