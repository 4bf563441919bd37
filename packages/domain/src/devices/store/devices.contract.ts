import { beforeEach, describe, expect, it } from '@jest/globals';
import { MAX_DEVICES_PER_ACCOUNT, PUSH_GROUP_WINDOW_MS } from '../../notices';
import { paths } from '../../kernel/paths';
import type { Store } from '../../store/store';
import {
  T0,
  contactId,
  contactMessage,
  noticeDraft,
  settleNotice,
  type ContractSettings,
  type Peek,
  type StoreUnderTest,
} from '../../store/contract/contract-fixtures';

/** The devices push notices go to (DeviceStore), and the per-conversation grouping of pushes. */
export function describeDevicesContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('devices and pushes', () => {
    it(
      'keeps an account’s devices in one document, refreshing a known token instead of adding it twice',
      async () => {
        expect(await store.registerDevice('u1', 'token-a', T0)).toBe(1);
        expect(await store.registerDevice('u1', 'token-b', T0 + 1)).toBe(2);
        expect(await store.registerDevice('u1', 'token-a', T0 + 2)).toBe(2);
        expect(await peek.doc(paths.dispositivos('u1'))).toEqual({
          uid: 'u1',
          dispositivos: [
            { token: 'token-a', criadoEm: T0, usadoEm: T0 + 2 },
            { token: 'token-b', criadoEm: T0 + 1, usadoEm: T0 + 1 },
          ],
        });
        expect(await store.devicesOf(['u1', 'u2', 'u1'])).toEqual(new Map([['u1', ['token-a', 'token-b']]]));
      },
      timeout,
    );

    it(
      `forgets the device unused the longest past ${MAX_DEVICES_PER_ACCOUNT}`,
      async () => {
        for (let i = 0; i <= MAX_DEVICES_PER_ACCOUNT; i += 1) await store.registerDevice('u1', `token-${i}`, T0 + i);
        const tokens = (await store.devicesOf(['u1'])).get('u1') ?? [];
        expect(tokens).toHaveLength(MAX_DEVICES_PER_ACCOUNT);
        expect(tokens).not.toContain('token-0');
      },
      timeout,
    );

    it(
      'removes only the caller’s own token, and the document with the last one',
      async () => {
        await store.registerDevice('u1', 'token-a', T0);
        await store.registerDevice('u2', 'token-b', T0);
        expect(await store.unregisterDevice('u1', 'token-b')).toBe(false);
        expect(await store.unregisterDevice('u1', 'token-a')).toBe(true);
        expect(await peek.doc(paths.dispositivos('u1'))).toBeNull();
        await store.forgetDevices('u2', ['token-b', 'token-z']);
        expect(await store.devicesOf(['u1', 'u2'])).toEqual(new Map());
      },
      timeout,
    );

    it(
      'groups pushes per conversation and side: a burst within the window makes one',
      async () => {
        // The site's inbox alerts its owner, who has a device; nobody is told by e-mail.
        await store.registerDevice('owner', 'token-owner', T0);
        const settle = (idAviso: string) =>
          settleNotice(store, { idContato: contactId, idConversa: 'principal', idAviso }, null, ['owner']);
        await store.sendContactMessage({ ...contactMessage(), notice: noticeDraft });
        expect(await settle('c1')).toEqual({ status: 'settled', mailed: false, pushDue: true });
        const chat = async (idChat: string, at: number, side: 'lab' | 'visitante') => {
          await store.appendChatMessage({
            contactId,
            conversationId: 'principal',
            chat: { idChat, mensagem: idChat, userRemetente: 'x', nomeRemetente: 'X', fotoRemetente: '' },
            at,
            side,
            notice: noticeDraft,
          });
          return settle(idChat);
        };
        // A visitor's message pushes the inbox ('lab'), the inbox's the visitor.
        expect(await chat('m2', T0 + 1_000, 'visitante')).toMatchObject({ pushDue: false });
        // The other direction has its own window.
        expect(await chat('m3', T0 + 2_000, 'lab')).toMatchObject({ pushDue: true });
        expect(await chat('m4', T0 + PUSH_GROUP_WINDOW_MS, 'visitante')).toMatchObject({ pushDue: true });
        expect(await peek.doc(paths.conversa(contactId, 'principal'))).toMatchObject({
          pushLabEm: T0 + PUSH_GROUP_WINDOW_MS,
          pushVisitanteEm: T0 + 2_000,
        });
      },
      timeout,
    );
  });
}
