/**
 * Which part of an IP address one client holds, for the per-IP limits. An IPv4 address is one
 * client's; an IPv6 client is usually given a whole /64 and picks any address in it, so its limits
 * key on the /64: 30 messages from 2001:db8:4:2::1 … ::1e are one client's. An IPv4 address written
 * as IPv6 (::ffff:1.2.3.4) is that IPv4 address.
 */
import ipaddr from 'ipaddr.js';

/** The /64 an IPv6 client holds: the first four groups of the address. */
const IPV6_CLIENT_GROUPS = 4;

/**
 * The key of the client behind `ip` ('' when it is not an address): the IPv4 address as it is, or
 * the IPv6 /64 as "2001:db8:4:2::_64" (a document id holds no slash).
 */
export function clientKey(ip: string): string {
  const text = ip.trim();
  // Only the usual spellings: the parser also takes shorthands such as "1.2.3" for 1.2.0.3.
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return ipaddr.IPv4.parse(text).toString();
  if (!ipaddr.IPv6.isValid(text)) return '';
  const address = ipaddr.IPv6.parse(text);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  const groups = address.parts.slice(0, IPV6_CLIENT_GROUPS);
  const prefix = ipaddr.IPv6.parse(`${groups.map((g) => g.toString(16)).join(':')}::`);
  return `${prefix.toString()}_64`;
}

/** Ranges only a network's own machines use: a proxy inside Google's network, or a loopback. */
const INTERNAL_RANGES = new Set(['private', 'loopback', 'linkLocal', 'uniqueLocal', 'unspecified', 'carrierGradeNat']);

/** Whether `ip` is an address of a network's own machines (a proxy's), not one a client connects from. */
export function isInternalAddress(ip: string): boolean {
  const text = ip.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text)) return INTERNAL_RANGES.has(ipaddr.IPv4.parse(text).range());
  if (!ipaddr.IPv6.isValid(text)) return false;
  const address = ipaddr.IPv6.parse(text);
  const range = address.isIPv4MappedAddress() ? address.toIPv4Address().range() : address.range();
  return INTERNAL_RANGES.has(range);
}
