import { PUSH_MESSAGE_TYPE } from '@lab/domain/notices';
import {
  NOTICE_ICON,
  noticeOfMessage,
  openNotice,
  pushPayloadOf,
  showNotice,
  type AppWindow,
  type Notifier,
} from './push-notices';

const ORIGIN = 'https://lab.example.com';
const notice = {
  title: 'Visitante Teste — PRINCIPAL',
  body: 'Olá, tudo bem?',
  link: '/menu/owner-dona/contatos/lab_visitante/chat/principal',
  tag: 'lab_visitante/principal',
};

function notifier() {
  const shown: Array<[string, unknown]> = [];
  const target: Notifier = {
    showNotification: async (title, options) => {
      shown.push([title, options]);
    },
  };
  return { target, shown };
}

describe('a push notice in the service worker', () => {
  it("shows FCM's data payload as a notice that opens its conversation", async () => {
    const { target, shown } = notifier();
    await expect(showNotice(target, { data: notice, from: '1234', priority: 'high' })).resolves.toBe(true);
    expect(shown).toEqual([
      [
        notice.title,
        {
          body: notice.body,
          tag: notice.tag,
          renotify: true,
          icon: NOTICE_ICON,
          badge: NOTICE_ICON,
          data: { link: notice.link },
        },
      ],
    ]);
  });

  it.each([
    ['no payload', undefined],
    ['a payload of someone else', { data: { message: 'oi' } }],
    ['a link off the site', { data: { ...notice, link: 'https://elsewhere.example/x' } }],
    ['a protocol-relative link', { ...notice, link: '//elsewhere.example/x' }],
  ])('shows nothing for %s', async (_case, payload) => {
    const { target, shown } = notifier();
    await expect(showNotice(target, payload)).resolves.toBe(false);
    expect(shown).toEqual([]);
  });

  it('reads a push that is not JSON as no payload, so the event still ends', () => {
    expect(
      pushPayloadOf({
        json: () => {
          throw new SyntaxError('Unexpected token');
        },
      }),
    ).toBeUndefined();
    expect(pushPayloadOf(null)).toBeUndefined();
    expect(pushPayloadOf({ json: () => ({ data: notice }) })).toEqual({ data: notice });
  });

  it("takes the demo's message from a page of the site, and nothing else", async () => {
    const message = { type: PUSH_MESSAGE_TYPE, data: notice };
    expect(noticeOfMessage({ origin: ORIGIN, data: message }, ORIGIN)).toEqual(notice);
    expect(noticeOfMessage({ origin: 'https://elsewhere.example', data: message }, ORIGIN)).toBeUndefined();
    expect(noticeOfMessage({ origin: ORIGIN, data: { type: 'other', data: notice } }, ORIGIN)).toBeUndefined();
    expect(noticeOfMessage({ origin: ORIGIN, data: 'lab-push' }, ORIGIN)).toBeUndefined();

    const { target, shown } = notifier();
    await showNotice(target, noticeOfMessage({ origin: ORIGIN, data: message }, ORIGIN));
    expect(shown.map(([title]) => title)).toEqual([notice.title]);
  });
});

describe('a click on a notice', () => {
  const clicked = () => ({ close: jest.fn(), data: { link: notice.link } });
  const appWindow = (navigate: AppWindow['navigate']) => ({ focus: jest.fn(async () => undefined), navigate: jest.fn(navigate) });

  it('closes it and takes an open window of the app to the conversation, focused', async () => {
    const notification = clicked();
    const open = appWindow(async () => ({}));
    const openWindow = jest.fn(async () => null);
    await expect(openNotice(notification, { matchAll: async () => [open], openWindow }, ORIGIN)).resolves.toBe('navigated');
    expect(notification.close).toHaveBeenCalled();
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}${notice.link}`);
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('navigates even when focusing is refused (no user activation)', async () => {
    const open = {
      focus: jest.fn(async () => Promise.reject(new Error('InvalidAccessError'))),
      navigate: jest.fn(async () => ({})),
    };
    const openWindow = jest.fn(async () => null);
    await expect(openNotice(clicked(), { matchAll: async () => [open], openWindow }, ORIGIN)).resolves.toBe('navigated');
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}${notice.link}`);
  });

  it('opens a window at the conversation when no window of the app is open, or none can be taken there', async () => {
    const openWindow = jest.fn(async () => null);
    await expect(openNotice(clicked(), { matchAll: async () => [], openWindow }, ORIGIN)).resolves.toBe('opened');
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}${notice.link}`);

    openWindow.mockClear();
    const stuck = appWindow(async () => null);
    await expect(openNotice(clicked(), { matchAll: async () => [stuck], openWindow }, ORIGIN)).resolves.toBe('opened');
    expect(openWindow).toHaveBeenCalledWith(`${ORIGIN}${notice.link}`);
  });

  it('opens nothing for a notice whose link is not a path of the site', async () => {
    const openWindow = jest.fn(async () => null);
    const notification = { close: jest.fn(), data: { link: 'https://elsewhere.example/' } };
    await expect(openNotice(notification, { matchAll: async () => [], openWindow }, ORIGIN)).resolves.toBe('ignored');
    expect(notification.close).toHaveBeenCalled();
    expect(openWindow).not.toHaveBeenCalled();
  });
});
