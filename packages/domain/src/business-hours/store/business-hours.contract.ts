import { beforeEach, describe, expect, it } from '@jest/globals';
import { paths } from '../../kernel/paths';
import type { Store } from '../../store/store';
import {
  T0,
  contactId,
  contactMessage,
  noticeDraft,
  type ContractSettings,
  type Peek,
  type StoreUnderTest,
} from '../../store/contract/contract-fixtures';
import { emptyWeek } from '../hours';
import type { AtendimentoDoc } from '../atendimento';

const HOURS: AtendimentoDoc = {
  chave: 'ana',
  uids: ['u-ana'],
  ativo: true,
  fusoHorario: 'America/Sao_Paulo',
  semana: { ...emptyWeek(), seg: [{ inicio: '09:00', fim: '18:00' }] },
  foraDoHorario: 'Volto amanhã.',
  confirmacao: '',
  silencioso: true,
  atualizadoEm: T0,
};
const SAVES = { key: 'save-business-hours:u-ana', max: 2, windowMs: 3_600_000 };
const MAIL = { windowMs: 0, budgets: [] };

/** An inbox's business hours (BusinessHoursStore) and the notices its quiet hours hold (NoticeStore). */
export function describeBusinessHoursContract(current: () => StoreUnderTest, { timeout }: ContractSettings): void {
  let store: Store;
  let peek: Peek;
  beforeEach(() => {
    ({ store, peek } = current());
  });

  describe('business hours', () => {
    it(
      'saves an inbox’s hours whole under its key, counting the account’s limit; a full limit writes nothing',
      async () => {
        expect(await store.saveBusinessHours({ doc: HOURS, rateLimit: SAVES })).toEqual({ status: 'saved' });
        expect(await store.saveBusinessHours({ doc: { ...HOURS, ativo: false }, rateLimit: SAVES })).toEqual({ status: 'saved' });
        expect(await store.businessHoursOf('ana')).toEqual({ ...HOURS, ativo: false });
        expect(await store.saveBusinessHours({ doc: HOURS, rateLimit: SAVES })).toEqual({ status: 'rate-limited' });
        expect(await peek.doc(paths.atendimento('ana'))).toMatchObject({ ativo: false });
        expect(await store.businessHoursOf('bruno')).toBeNull();
      },
      timeout,
    );

    it(
      'knows the message that opened its conversation from a later one',
      async () => {
        await store.sendContactMessage(contactMessage({}, 'c1'));
        await store.sendContactMessage(contactMessage({ at: T0 + 1_000 }, 'c2'));
        expect(await store.openedConversation(contactId, 'principal', 'c1')).toBe(true);
        expect(await store.openedConversation(contactId, 'principal', 'c2')).toBe(false);
        expect(await store.openedConversation(contactId, 'principal', 'nada')).toBe(false);
      },
      timeout,
    );

    it(
      'holds a quiet notice until it is due, then puts it back once, however many releases run',
      async () => {
        await store.sendContactMessage({ ...contactMessage({}, 'c1'), notice: noticeDraft });
        const ref = { idContato: contactId, idConversa: 'principal', idAviso: 'c1' };
        const due = T0 + 3_600_000;
        expect(await store.decideNotice({ ref, owners: [], addresses: [], mail: MAIL, quietUntil: due })).toEqual({
          status: 'deferred',
          until: due,
        });
        expect(await store.pendingNotice(ref)).toBeNull();
        expect(await store.releaseDueNotices(due - 1, 10)).toEqual([]);
        const runs = await Promise.all([store.releaseDueNotices(due, 10), store.releaseDueNotices(due, 10)]);
        expect(runs.flat()).toEqual([ref]);
        expect(await store.pendingNotice(ref)).toMatchObject({ adiado: true, mensagem: 'Olá' });
        expect(await peek.list(paths.avisosAdiados())).toEqual([]);
        // Released, it is decided now even while the quiet hours would hold it.
        const decided = await store.decideNotice({ ref, owners: [], addresses: [], mail: MAIL, quietUntil: due + 1 });
        expect(decided.status).toBe('decided');
      },
      timeout,
    );
  });
}
