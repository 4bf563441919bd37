/**
 * What the service worker does with a push notice, as plain functions over the few pieces of the
 * worker's global they touch (its registration, its clients, its origin), so jest can run them
 * without a worker; sw.ts only wires them to the events.
 */
import { PUSH_MESSAGE_TYPE, pushNoticeOf, type PushNotice } from '@lab/domain/notices';

/** The app's icon, beside the notice and as its small badge (Android's status bar). */
export const NOTICE_ICON = '/icons/icon-192.png';

/** What showNotification is given. `renotify` is missing from TypeScript's DOM types, hence its own type. */
export interface NoticeOptions {
  body: string;
  tag: string;
  /** A newer notice of the same conversation replaces the older one and still alerts. */
  renotify: boolean;
  icon: string;
  badge: string;
  data: { link: string };
}

export interface Notifier {
  showNotification(title: string, options: NoticeOptions): Promise<void>;
}

export function noticeOptions(notice: PushNotice): NoticeOptions {
  return {
    body: notice.body,
    tag: notice.tag,
    renotify: true,
    icon: NOTICE_ICON,
    badge: NOTICE_ICON,
    data: { link: notice.link },
  };
}

/** The payload of a push (its JSON), or undefined when it has none or is not JSON. */
export function pushPayloadOf(data: { json(): unknown } | null | undefined): unknown {
  try {
    return data?.json();
  } catch {
    return undefined;
  }
}

/**
 * Shows the notice a payload carries; resolves whether it showed one. A payload that is not ours
 * shows nothing: the subscription's keys are our server's, so such a push is not expected, and a
 * notice made up from an unknown payload could only mislead. (Chrome subscribes with
 * userVisibleOnly, so it may show its own generic notice for a push that showed none.)
 */
export async function showNotice(notifier: Notifier, payload: unknown): Promise<boolean> {
  const notice = pushNoticeOf(payload);
  if (!notice) return false;
  await notifier.showNotification(notice.title, noticeOptions(notice));
  return true;
}

/**
 * The notice in a message posted to the worker (the demo backend's stand-in for a push): only from a
 * page of the site's own origin, and only `{ type: PUSH_MESSAGE_TYPE, data: <notice> }`.
 */
export function noticeOfMessage(message: { origin: string; data: unknown }, ownOrigin: string): unknown {
  if (message.origin !== ownOrigin) return undefined;
  const data = message.data;
  if (typeof data !== 'object' || data === null || (data as { type?: unknown }).type !== PUSH_MESSAGE_TYPE) return undefined;
  return (data as { data?: unknown }).data;
}

/** The parts of a WindowClient and of `clients` a click needs. */
export interface AppWindow {
  focus(): Promise<unknown>;
  navigate(url: string): Promise<unknown>;
}
export interface AppWindows {
  /** The windows this worker controls (matchAll({ type: 'window' })): only those can be navigated. */
  matchAll(options: { type: 'window' }): Promise<readonly AppWindow[]>;
  openWindow(url: string): Promise<unknown>;
}

export type ClickOutcome = 'navigated' | 'opened' | 'ignored';

/**
 * A click on a notice: closes it, then brings an open window of the app to the notice's conversation,
 * or opens one there. Focusing may be refused (it needs the click's user activation) without keeping
 * the window from going to the conversation. A link that is not a path of the site opens nothing.
 */
export async function openNotice(
  notification: { close(): void; data: unknown },
  windows: AppWindows,
  ownOrigin: string,
): Promise<ClickOutcome> {
  notification.close();
  const link = (notification.data as { link?: unknown } | null)?.link;
  if (typeof link !== 'string' || !link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return 'ignored';
  const url = new URL(link, ownOrigin).href;
  for (const window of await windows.matchAll({ type: 'window' })) {
    await window.focus().catch(() => undefined);
    // navigate() answers null, or rejects, when it cannot take this window there: try the next.
    const navigated = await window.navigate(url).catch(() => null);
    if (navigated) return 'navigated';
  }
  await windows.openWindow(url);
  return 'opened';
}
