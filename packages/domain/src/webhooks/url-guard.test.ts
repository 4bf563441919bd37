/**
 * A webhook's address cannot reach inside a network: every private, loopback, link-local, unique
 * local, carrier-grade NAT and metadata range is refused, however the address is spelled, and the
 * Emulator Suite's loopback receiver only with its switch on.
 */
import { MESSAGES } from '../kernel/messages';
import { checkWebhookUrl, isPrivateAddress, mayConnectTo, v6Bytes } from './url-guard';

const LOOPBACK_SWITCH = { allowLoopback: true };

describe('checkWebhookUrl', () => {
  it.each([
    ['https://hooks.zapier.com/hooks/catch/123/abc/', 'https://hooks.zapier.com/hooks/catch/123/abc/'],
    ['  https://Script.Google.com/macros/s/AKfy/exec#x ', 'https://script.google.com/macros/s/AKfy/exec'],
    ['https://8.8.8.8/hook', 'https://8.8.8.8/hook'],
    ['https://[2606:4700:4700::1111]/hook', 'https://[2606:4700:4700::1111]/hook'],
    ['https://n8n.exemplo.com.br:8443/webhook/lead', 'https://n8n.exemplo.com.br:8443/webhook/lead'],
  ])('accepts a public https address: %s', (typed, saved) => {
    expect(checkWebhookUrl(typed)).toMatchObject({ ok: true, url: saved });
  });

  it.each([
    ['loopback', 'https://127.0.0.1/'],
    ['loopback elsewhere in 127/8', 'https://127.8.9.10/'],
    ['loopback in decimal', 'https://2130706433/'],
    ['loopback in octal', 'https://0177.0.0.1/'],
    ['loopback in hexadecimal', 'https://0x7f.0.0.1/'],
    ['loopback, short form', 'https://127.1/'],
    ['"this network"', 'https://0.0.0.0/'],
    ['private 10/8', 'https://10.1.2.3/'],
    ['private 172.16/12', 'https://172.31.255.255/'],
    ['private 192.168/16', 'https://192.168.0.1/'],
    ['cloud metadata', 'https://169.254.169.254/computeMetadata/v1/'],
    ['link-local', 'https://169.254.1.1/'],
    ['carrier-grade NAT', 'https://100.64.0.1/'],
    ['a cloud metadata in CGNAT', 'https://100.100.100.200/'],
    ['multicast', 'https://224.0.0.1/'],
    ['broadcast', 'https://255.255.255.255/'],
    ['IPv6 loopback', 'https://[::1]/'],
    ['IPv6 unspecified', 'https://[::]/'],
    ['IPv4-mapped loopback', 'https://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped metadata', 'https://[::ffff:169.254.169.254]/'],
    ['IPv4-mapped private, in hex', 'https://[::ffff:a00:1]/'],
    ['NAT64 of a private address', 'https://[64:ff9b::10.0.0.1]/'],
    ['6to4 of loopback', 'https://[2002:7f00:1::1]/'],
    ['IPv6 unique local', 'https://[fd00::1]/'],
    ['IPv6 unique local (a cloud metadata)', 'https://[fd00:ec2::254]/'],
    ['IPv6 link-local', 'https://[fe80::1]/'],
    ['IPv6 multicast', 'https://[ff02::1]/'],
    ['localhost', 'https://localhost/'],
    ['a name under localhost', 'https://api.localhost/'],
    ['metadata by name', 'https://metadata.google.internal/'],
    ['a bare name', 'https://intranet/'],
  ])('refuses %s: %s', (_range, url) => {
    expect(checkWebhookUrl(url)).toEqual({ ok: false, problem: MESSAGES.webhookUrlPrivate });
  });

  it.each([
    ['http', 'http://hooks.exemplo.com/', MESSAGES.webhookUrlNotHttps],
    ['another scheme', 'ftp://hooks.exemplo.com/', MESSAGES.webhookUrlNotHttps],
    ['javascript', 'javascript:alert(1)', MESSAGES.webhookUrlNotHttps],
    ['not an address', 'hooks.exemplo.com', MESSAGES.webhookUrlInvalid],
    ['a user and password', 'https://eu:senha@hooks.exemplo.com/', MESSAGES.webhookUrlCredentials],
    ['a user alone', 'https://eu@hooks.exemplo.com/', MESSAGES.webhookUrlCredentials],
    ['too long', `https://hooks.exemplo.com/${'a'.repeat(480)}`, MESSAGES.webhookUrlTooLong],
  ])('refuses %s', (_why, url, problem) => {
    expect(checkWebhookUrl(url)).toEqual({ ok: false, problem });
  });

  it('Emulator switch off: the test receiver on http://127.0.0.1 is refused like any private address', () => {
    expect(checkWebhookUrl('http://127.0.0.1:9999/hook')).toEqual({ ok: false, problem: MESSAGES.webhookUrlNotHttps });
    expect(checkWebhookUrl('https://127.0.0.1:9999/hook')).toEqual({ ok: false, problem: MESSAGES.webhookUrlPrivate });
    expect(mayConnectTo(['127.0.0.1'], { allowLoopback: false })).toBe(false);
  });

  it('Emulator switch on: exactly http(s)://127.0.0.1 is let through, no other private address', () => {
    expect(checkWebhookUrl('http://127.0.0.1:9999/hook', LOOPBACK_SWITCH)).toMatchObject({ ok: true });
    expect(checkWebhookUrl('http://localhost:9999/hook', LOOPBACK_SWITCH)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('https://10.0.0.1/hook', LOOPBACK_SWITCH)).toMatchObject({ ok: false });
    expect(checkWebhookUrl('https://169.254.169.254/', LOOPBACK_SWITCH)).toMatchObject({ ok: false });
    // Spelled otherwise, the loopback is not the suite's receiver: refused even with the switch on.
    expect(checkWebhookUrl('https://2130706433/', LOOPBACK_SWITCH)).toMatchObject({
      ok: false,
      problem: MESSAGES.webhookUrlPrivate,
    });
    expect(checkWebhookUrl('http://0177.0.0.1:9999/', LOOPBACK_SWITCH)).toMatchObject({ ok: false });
    expect(mayConnectTo(['127.0.0.1'], LOOPBACK_SWITCH)).toBe(true);
    expect(mayConnectTo(['127.0.0.1', '10.0.0.1'], LOOPBACK_SWITCH)).toBe(false);
  });
});

describe('the addresses a name resolves to, at delivery', () => {
  it.each(['93.184.216.34', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(isPrivateAddress(address)).toBe(false);
  });

  it.each([
    '127.0.0.1',
    '10.0.0.7',
    '169.254.169.254',
    '::1',
    '::ffff:127.0.0.1',
    'fd12::1',
    'fe80::1%eth0',
    'não é endereço',
    '',
  ])('%s is refused', (address) => {
    expect(isPrivateAddress(address)).toBe(true);
  });

  it('DNS rebinding: a name that resolves to one public and one private address is refused, and so is no address', () => {
    expect(mayConnectTo(['93.184.216.34', '10.0.0.1'], { allowLoopback: false })).toBe(false);
    expect(mayConnectTo([], { allowLoopback: false })).toBe(false);
  });

  it('reads IPv6 in every spelling', () => {
    expect(v6Bytes('::ffff:127.0.0.1')).toEqual(v6Bytes('0:0:0:0:0:ffff:7f00:1'));
    expect(v6Bytes('[::1]')).toEqual([...Array<number>(15).fill(0), 1]);
    expect(v6Bytes('1::2::3')).toBeNull();
    expect(v6Bytes('1:2:3:4:5:6:7:8:9')).toBeNull();
  });
});
