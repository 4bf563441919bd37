/**
 * Which part of an IP address one client holds, for the per-IP limits. An IPv4 address is one
 * client's; an IPv6 client is usually given a whole /64 and picks any address in it, so its limits
 * key on the /64: 30 messages from 2001:db8:4:2::1 … ::1e are one client's. An IPv4 address written
 * as IPv6 (::ffff:1.2.3.4) is that IPv4 address. One holder may also get a whole /48 (a free tunnel
 * broker hands one out), so the limits count the /48 too, looser (clientNetworkKey).
 */
import ipaddr from 'ipaddr.js';

/** The /64 an IPv6 client holds: the first four groups of the address. */
const IPV6_CLIENT_GROUPS = 4;
/** The /48 a tunnel broker or a provider hands one holder: 65,536 /64s, so a client may rotate over them. */
const IPV6_NETWORK_GROUPS = 3;

function ipv6Prefix(address: ipaddr.IPv6, groups: number): string {
  const prefix = ipaddr.IPv6.parse(
    `${address.parts
      .slice(0, groups)
      .map((g) => g.toString(16))
      .join(':')}::`,
  );
  return `${prefix.toString()}_${groups * 16}`;
}

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
  return ipv6Prefix(address, IPV6_CLIENT_GROUPS);
}

/**
 * The key of the wider network an IPv6 client's /64 sits in, its /48 ("2001:db8:4::_48"), which the
 * per-IP limits also count, looser; '' for an IPv4 address (one client already) and for no address.
 */
export function clientNetworkKey(ip: string): string {
  const text = ip.trim();
  if (ipaddr.IPv4.isValidFourPartDecimal(text) || !ipaddr.IPv6.isValid(text)) return '';
  const address = ipaddr.IPv6.parse(text);
  return address.isIPv4MappedAddress() ? '' : ipv6Prefix(address, IPV6_NETWORK_GROUPS);
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
