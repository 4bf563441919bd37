/**
 * Where a webhook may point. A creator types any address, and our server then calls it with her
 * leads: an address inside a network (the Functions' own metadata server, a loopback service, a
 * private range) would turn the webhook into a way to reach it (SSRF). So the host must be a public
 * name or address when saved, and every address the name resolves to must be public when a delivery
 * goes (a name can be pointed at 127.0.0.1 after it was saved: DNS rebinding).
 */
import { MESSAGES } from '../kernel/messages';

export const WEBHOOK_URL_MAX_LENGTH = 500;

/**
 * The Emulator Suite's receiver listens on 127.0.0.1 over http: a switch the emulator scripts set
 * (functions: FUNCTIONS_EMULATOR and LAB_WEBHOOK_LOOPBACK), never production, lets exactly that host through.
 */
export interface WebhookNetworkPolicy {
  allowLoopback: boolean;
}

export const PRODUCTION_POLICY: WebhookNetworkPolicy = { allowLoopback: false };

const LOOPBACK_TEST_HOST = '127.0.0.1';

export type WebhookUrlCheck = { ok: true; url: string; host: string } | { ok: false; problem: string };

/** [first address, prefix length] of IPv4 ranges no webhook may reach. */
const PRIVATE_V4: ReadonlyArray<readonly [string, number]> = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT (also some clouds' metadata, 100.100.100.200)
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, where 169.254.169.254 (cloud metadata) lives
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved and broadcast
];

/** Host names that are never a public service's. */
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|intranet|lan|home\.arpa|localdomain)$/;

function v4Bytes(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length !== 4 || !parts.every((p) => /^\d{1,3}$/.test(p))) return null;
  const bytes = parts.map(Number);
  return bytes.every((b) => b <= 255) ? bytes : null;
}

function v4Number(bytes: readonly number[]): number {
  return bytes.reduce((n, b) => n * 256 + b, 0);
}

function isPrivateV4(bytes: readonly number[]): boolean {
  const n = v4Number(bytes);
  return PRIVATE_V4.some(([first, prefix]) => {
    const size = 2 ** (32 - prefix);
    const start = v4Number(v4Bytes(first) ?? []);
    return n >= start && n < start + size;
  });
}

/** The 16 bytes of an IPv6 address (with or without brackets, a trailing dotted IPv4 allowed), or null. */
export function v6Bytes(text: string): number[] | null {
  let address = text
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '')
    .toLowerCase();
  if (!/^[0-9a-f:.]+$/.test(address) || !address.includes(':')) return null;
  const lastColon = address.lastIndexOf(':');
  const dotted = address.slice(lastColon + 1);
  if (dotted.includes('.')) {
    // "::ffff:127.0.0.1" is "::ffff:7f00:1": the IPv4 tail becomes its two groups.
    const v4 = v4Bytes(dotted);
    if (!v4) return null;
    const [a = 0, b = 0, c = 0, d = 0] = v4;
    address = `${address.slice(0, lastColon + 1)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(halves[0] ?? '');
  const right = groups(halves[1] ?? '');
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const all = [...left, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...right];
  if (!all.every((g) => /^[0-9a-f]{1,4}$/.test(g))) return null;
  return all.flatMap((g) => [parseInt(g, 16) >> 8, parseInt(g, 16) & 255]);
}

function startsWith(bytes: readonly number[], prefix: readonly number[], bits: number): boolean {
  for (let i = 0; i < bits; i += 1) {
    const byte = Math.floor(i / 8);
    const mask = 0x80 >> (i % 8);
    if (((bytes[byte] ?? 0) & mask) !== ((prefix[byte] ?? 0) & mask)) return false;
  }
  return true;
}

function isPrivateV6(bytes: readonly number[]): boolean {
  const zeroes = (n: number) => bytes.slice(0, n).every((b) => b === 0);
  const embedded = bytes.slice(12);
  // ::ffff:a.b.c.d (mapped) and 64:ff9b::a.b.c.d (NAT64) reach the IPv4 address they carry.
  if (zeroes(10) && bytes[10] === 0xff && bytes[11] === 0xff) return isPrivateV4(embedded);
  if (startsWith(bytes, [0x00, 0x64, 0xff, 0x9b], 96 - 64) && bytes.slice(4, 12).every((b) => b === 0))
    return isPrivateV4(embedded);
  // 6to4 (2002::/16) carries an IPv4 address in its next 32 bits.
  if (bytes[0] === 0x20 && bytes[1] === 0x02) return isPrivateV4(bytes.slice(2, 6));
  const ranges: ReadonlyArray<readonly [number[], number]> = [
    [[], 96], // ::, ::1 and the deprecated IPv4-compatible ::a.b.c.d
    [[0xfc], 7], // unique local (fd00:ec2::254 is a cloud's metadata)
    [[0xfe, 0x80], 10], // link-local
    [[0xfe, 0xc0], 10], // site-local (deprecated)
    [[0xff], 8], // multicast
    [[0x20, 0x01, 0x0d, 0xb8], 32], // documentation
    [[0x20, 0x01, 0x00, 0x00], 32], // Teredo
    [[0x01, 0x00], 64], // discard
  ];
  return ranges.some(([prefix, bits]) => startsWith(bytes, prefix, bits));
}

/**
 * Whether a resolved or literal address is one no webhook may reach. Anything that is not a
 * well-formed IPv4 or IPv6 address is refused too: the check fails closed.
 */
export function isPrivateAddress(address: string): boolean {
  const v4 = v4Bytes(address);
  if (v4) return isPrivateV4(v4);
  const v6 = v6Bytes(address);
  return v6 ? isPrivateV6(v6) : true;
}

/** Whether the host is an IP literal (as the URL parser writes it: dotted IPv4, bracketed IPv6). */
export function isIpLiteral(host: string): boolean {
  return v4Bytes(host) !== null || host.startsWith('[');
}

/** The suite's receiver as typed, http://127.0.0.1[:port]/…: another spelling of loopback ("2130706433") is not it. */
function isLoopbackTest(typed: string, url: URL, policy: WebhookNetworkPolicy): boolean {
  const spelled = /^https?:\/\/127\.0\.0\.1(:\d+)?(\/|$)/i.test(typed);
  return policy.allowLoopback && spelled && url.hostname === LOOPBACK_TEST_HOST;
}

/**
 * A webhook's address as it is saved: https, no user or password, at most 500 characters, and a
 * host that is neither an internal name nor an IP literal in a private range. The URL parser reads
 * decimal, octal and hexadecimal IPv4 forms ("2130706433", "0177.0.0.1") as the dotted address they
 * mean, so they are refused like it. The answer's `url` is the parser's spelling, without a fragment.
 */
export function checkWebhookUrl(raw: string, policy: WebhookNetworkPolicy = PRODUCTION_POLICY): WebhookUrlCheck {
  const typed = raw.trim();
  if (typed.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, problem: MESSAGES.webhookUrlTooLong };
  let url: URL;
  try {
    url = new URL(typed);
  } catch {
    return { ok: false, problem: MESSAGES.webhookUrlInvalid };
  }
  url.hash = '';
  if (url.username !== '' || url.password !== '') return { ok: false, problem: MESSAGES.webhookUrlCredentials };
  if (isLoopbackTest(typed, url, policy)) return { ok: true, url: url.href, host: url.hostname };
  if (url.protocol !== 'https:') return { ok: false, problem: MESSAGES.webhookUrlNotHttps };
  const host = url.hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return { ok: false, problem: MESSAGES.webhookUrlInvalid };
  if (isIpLiteral(host) ? isPrivateAddress(host) : PRIVATE_NAMES.test(host) || !host.includes('.'))
    return { ok: false, problem: MESSAGES.webhookUrlPrivate };
  if (url.href.length > WEBHOOK_URL_MAX_LENGTH) return { ok: false, problem: MESSAGES.webhookUrlTooLong };
  return { ok: true, url: url.href, host: url.hostname };
}

/** Whether a delivery may connect to the addresses its host resolved to: all of them public (or the emulator's receiver). */
export function mayConnectTo(addresses: readonly string[], policy: WebhookNetworkPolicy): boolean {
  if (addresses.length === 0) return false;
  return addresses.every((a) => !isPrivateAddress(a) || (policy.allowLoopback && a === LOOPBACK_TEST_HOST));
}
