import { clientKey, clientNetworkKey } from './client-address';

describe('the client behind an IP address', () => {
  it('is the whole address for IPv4', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('203.0.113.8')).not.toBe(clientKey('203.0.113.7'));
  });

  it('is the /64 for IPv6, however the address is written', () => {
    const key = clientKey('2001:db8:4:2::1');
    expect(key).toBe('2001:db8:4:2::_64');
    for (const same of ['2001:db8:4:2::1e', '2001:0db8:0004:0002:ffff:ffff:ffff:ffff', '2001:DB8:4:2:0:0:0:99']) {
      expect(clientKey(same)).toBe(key);
    }
    expect(clientKey('2001:db8:4:3::1')).not.toBe(key);
  });

  it('is the IPv4 address for an IPv4 address written as IPv6', () => {
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
  });

  it('is empty for anything that is not an address', () => {
    for (const junk of ['', 'unknown', '1.2.3', '::g', '../x', '2001:db8::1/64']) expect(clientKey(junk)).toBe('');
  });

  it('sits, for IPv6, in a /48 the per-IP limits also count: every /64 of it is one network', () => {
    const network = clientNetworkKey('2001:db8:4:2::1');
    expect(network).toBe('2001:db8:4::_48');
    for (const same of ['2001:db8:4:ffff::1', '2001:0db8:0004:0000::9']) expect(clientNetworkKey(same)).toBe(network);
    expect(clientNetworkKey('2001:db8:5:2::1')).not.toBe(network);
    // Never the spelling of a /64's key.
    expect(clientNetworkKey('2001:db8:4::1')).not.toBe(clientKey('2001:db8:4::1'));
  });

  it('has no wider network for IPv4 (written either way) nor for what is not an address', () => {
    for (const ip of ['203.0.113.7', '::ffff:203.0.113.7', '', 'unknown', '2001:db8::1/64'])
      expect(clientNetworkKey(ip)).toBe('');
  });
});
