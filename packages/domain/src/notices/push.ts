/**
 * Push notices of new messages: what the server sends a device and what the app's service worker
 * shows. The server sends a data-only Firebase Cloud Messaging message, so the worker decides how a
 * notice looks on every browser alike; FCM hands the worker `{ data: {...}, from, ... }`, and the demo
 * backend posts the same `data` to the worker in a message of type PUSH_MESSAGE_TYPE.
 */

/** One notice, as strings: FCM's data payload carries strings only. */
export interface PushNotice {
  /** The sender and the subject. */
  title: string;
  /** The message's first words. */
  body: string;
  /** The app address a click opens: the recipient's own chat route of the conversation. */
  link: string;
  /** One per conversation: a newer notice of the same conversation replaces the older one. */
  tag: string;
}

/** The `type` of the message the demo backend posts to the service worker in place of a push. */
export const PUSH_MESSAGE_TYPE = 'lab-push';

/** How many characters of a message a notice shows. */
export const PUSH_BODY_MAX = 120;

const FIELDS = ['title', 'body', 'link', 'tag'] as const;

/**
 * The notice in a push's payload (FCM's envelope, or the bare data), or null when it is not one of
 * ours: a worker shows nothing it cannot read, and never opens an address off the site.
 */
export function pushNoticeOf(raw: unknown): PushNotice | null {
  const envelope = isRecord(raw) && isRecord(raw['data']) ? raw['data'] : raw;
  if (!isRecord(envelope)) return null;
  const notice: Partial<PushNotice> = {};
  for (const field of FIELDS) {
    const value = envelope[field];
    if (typeof value !== 'string') return null;
    notice[field] = value;
  }
  const link = notice.link ?? '';
  // A path of this site only: "/x", never "//host" or a scheme.
  if (!link.startsWith('/') || link.startsWith('//') || link.includes('\\')) return null;
  return notice as PushNotice;
}

/** The first words of a message, cut at a word where it can be, for a notice's body. */
export function pushBodyOf(message: string): string {
  const flat = message.replace(/\s+/g, ' ').trim();
  if (flat.length <= PUSH_BODY_MAX) return flat;
  const cut = flat.slice(0, PUSH_BODY_MAX - 1);
  const atWord = cut.lastIndexOf(' ');
  return `${(atWord > PUSH_BODY_MAX / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A burst of messages in one conversation makes one notice per side: none again within this window. */
export const PUSH_GROUP_WINDOW_MS = 30 * 1000;

/** Devices one account keeps; registering one more forgets the one unused the longest. */
export const MAX_DEVICES_PER_ACCOUNT = 10;

/** One browser that asked for notices: its FCM registration token (the demo's own id on the demo). */
export interface Dispositivo {
  token: string;
  criadoEm: number;
  /** When it last registered (each sign-in on it refreshes it). */
  usadoEm: number;
}

/** dispositivos/{uid}: the account's devices, server-only (a token lets anyone holding the key push to it). */
export interface DispositivosDoc {
  uid: string;
  dispositivos: Dispositivo[];
}

/** FCM's tokens: long, URL-safe text with colons. */
export const PUSH_TOKEN_PATTERN = /^[A-Za-z0-9:_-]{16,4096}$/;

export interface RegisterDeviceResult {
  /** How many devices the account now has. */
  dispositivos: number;
}
export interface UnregisterDeviceResult {
  removed: boolean;
}
