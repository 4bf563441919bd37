import { SITE_OWNER_SKIN } from '../kernel/constants';
import { decideNotice, noticeRecipients, type NoticeDecision, type NoticeState } from './notice-decision';
import { PUSH_GROUP_WINDOW_MS } from './push';
import type { Participante } from '../kernel/types';

const AT = Date.UTC(2026, 10, 27, 12);
const WINDOW = 10 * 60_000;
const SITE: Participante = { chave: SITE_OWNER_SKIN, uid: null, nome: 'Lab', foto: '', email: null };
const CREATOR: Participante = { chave: 'marina', uid: 'u-marina', nome: 'Marina', foto: '', email: null };
const VISITOR: Participante = { chave: 'ana@exemplo.com', uid: null, nome: 'Ana', foto: '', email: 'ana@exemplo.com' };
const BUDGET = { limit: { key: 'owner-notifications#2', max: 10, windowMs: 3_600_000 }, hits: [AT - 1] };
const claim = (uid: string) => ({ uid, nome: uid, desde: AT - 1 });

/** A visitor's message to the site's own inbox: two owners, no device, every budget with room. */
function state(change: Partial<NoticeState> = {}, notice: Partial<NoticeState['notice']> = {}): NoticeState {
  return {
    notice: { recipient: SITE, senderUid: null, email: true, pushSide: 'lab', at: AT, ...notice },
    conversation: {},
    owners: ['dona', 'socio'],
    addresses: ['dona@lab.dev', 'socio@lab.dev'],
    devices: new Map(),
    mailWindowMs: WINDOW,
    budgets: [BUDGET],
    quietUntil: null,
    ...change,
  };
}

const devices = (...uids: string[]) => new Map(uids.map((uid) => [uid, [`fcm:${uid}`]]));
const pushTo = (...uids: string[]) => ({ devices: uids.map((uid) => ({ uid, tokens: [`fcm:${uid}`] })) });
const MAILED: NoticeDecision = {
  plan: { mail: { to: ['dona@lab.dev', 'socio@lab.dev'] }, push: null },
  counted: [BUDGET],
  stamps: { notificadoEm: AT },
};
const NOTHING: NoticeDecision = { plan: { mail: null, push: null }, counted: [], stamps: {} };

describe('whom a message’s notice tells, decided once', () => {
  const rows: Array<[string, NoticeState, NoticeDecision]> = [
    ['a visitor’s message to an inbox nobody hears of by push: the e-mail, its budgets counted', state(), MAILED],
    [
      'every owner has a device: the push alone, stamped on the inbox’s side',
      state({ devices: devices('dona', 'socio') }),
      { plan: { mail: null, push: pushTo('dona', 'socio') }, counted: [], stamps: { pushLabEm: AT } },
    ],
    [
      'one owner of two has a device: she is pushed and the inbox still gets the e-mail',
      state({ devices: devices('dona') }),
      { plan: { mail: MAILED.plan.mail, push: pushTo('dona') }, counted: [BUDGET], stamps: { notificadoEm: AT, pushLabEm: AT } },
    ],
    [
      'the owner answering the conversation is the only one alerted: her device covers the inbox',
      state({ conversation: { respondendo: claim('socio') }, devices: devices('dona', 'socio') }),
      { plan: { mail: null, push: pushTo('socio') }, counted: [], stamps: { pushLabEm: AT } },
    ],
    [
      'the owner answering has no device: the e-mail goes, her partner’s phone stays quiet',
      state({ conversation: { respondendo: claim('socio') }, devices: devices('dona') }),
      MAILED,
    ],
    [
      'an owner writing to the site’s inbox is never alerted of her own message',
      state({ devices: devices('dona', 'socio') }, { senderUid: 'dona' }),
      { plan: { mail: null, push: pushTo('socio') }, counted: [], stamps: { pushLabEm: AT } },
    ],
    [
      'a creator’s inbox alerts the creator’s account',
      state({ owners: ['dona'], devices: devices('dona', 'u-marina') }, { recipient: CREATOR }),
      { plan: { mail: null, push: pushTo('u-marina') }, counted: [], stamps: { pushLabEm: AT } },
    ],
    [
      'a reply to an anonymous visitor: no account to push, no e-mail from the notice (the reply is its own mail)',
      state({ addresses: [] }, { recipient: VISITOR, email: false, pushSide: 'visitante' }),
      NOTHING,
    ],
    [
      'a reply to a signed-in visitor pushes her devices on the visitor’s side',
      state({ devices: devices('u-marina') }, { recipient: CREATOR, email: false, pushSide: 'visitante' }),
      { plan: { mail: null, push: pushTo('u-marina') }, counted: [], stamps: { pushVisitanteEm: AT } },
    ],
    ['nobody in the inbox has an address: no e-mail', state({ addresses: [] }), NOTHING],
    ['a budget is full: no e-mail, the message stands', state({ budgets: null }), NOTHING],
    [
      'the conversation’s last e-mail is within the window: none again',
      state({ conversation: { notificadoEm: AT - WINDOW + 1 } }),
      NOTHING,
    ],
    [
      'the conversation’s last e-mail is a whole window old: one again',
      state({ conversation: { notificadoEm: AT - WINDOW } }),
      MAILED,
    ],
    [
      'the inbox’s side was pushed within the burst window: no push again',
      state({ conversation: { pushLabEm: AT - PUSH_GROUP_WINDOW_MS + 1 }, devices: devices('dona', 'socio') }),
      NOTHING,
    ],
    [
      'the other side’s push does not hold this side’s back',
      state({ conversation: { pushVisitanteEm: AT - 1 }, devices: devices('dona', 'socio') }),
      { plan: { mail: null, push: pushTo('dona', 'socio') }, counted: [], stamps: { pushLabEm: AT } },
    ],
    [
      'the push’s window passed: pushed again',
      state({ conversation: { pushLabEm: AT - PUSH_GROUP_WINDOW_MS }, devices: devices('dona', 'socio') }),
      { plan: { mail: null, push: pushTo('dona', 'socio') }, counted: [], stamps: { pushLabEm: AT } },
    ],
    [
      'a device of an account the message does not alert is never pushed',
      state({ devices: devices('dona') }, { recipient: CREATOR }),
      MAILED,
    ],
    // Quiet hours (business-hours): her notices wait for her hours instead of going now.
    [
      'the quiet hours hold her notice: nothing now, neither e-mail nor push, kept for when her hours open',
      state({ devices: devices('u-marina'), quietUntil: AT + 3_600_000 }, { recipient: CREATOR }),
      { ...NOTHING, deferUntil: AT + 3_600_000 },
    ],
    [
      'the quiet hours never hold a reply to a visitor (not her notice)',
      state(
        { devices: devices('u-marina'), quietUntil: AT + 3_600_000 },
        { recipient: CREATOR, email: false, pushSide: 'visitante' },
      ),
      { plan: { mail: null, push: pushTo('u-marina') }, counted: [], stamps: { pushVisitanteEm: AT } },
    ],
  ];

  it.each(rows)('%s', (_, given, expected) => {
    expect(decideNotice(given)).toEqual(expected);
  });
});

describe('the accounts a notice alerts', () => {
  it('are the site’s owners once each, the one answering alone, or the recipient’s account; never the sender', () => {
    expect(noticeRecipients({ recipient: SITE, senderUid: null }, undefined, ['dona', 'socio', 'dona'])).toEqual([
      'dona',
      'socio',
    ]);
    expect(noticeRecipients({ recipient: SITE, senderUid: null }, claim('socio'), ['dona', 'socio'])).toEqual(['socio']);
    expect(noticeRecipients({ recipient: SITE, senderUid: 'socio' }, claim('socio'), ['dona', 'socio'])).toEqual([]);
    expect(noticeRecipients({ recipient: CREATOR, senderUid: null }, claim('socio'), ['dona'])).toEqual(['u-marina']);
    expect(noticeRecipients({ recipient: VISITOR, senderUid: null }, undefined, ['dona'])).toEqual([]);
  });
});
