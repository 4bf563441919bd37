import { linkify } from './linkify';

const link = (text: string, href = text) => ({ kind: 'link', text, href });
const text = (value: string) => ({ kind: 'text', text: value });

describe('linkify: the web addresses of a chat message', () => {
  it('leaves a message without an address as one piece of text', () => {
    expect(linkify('Olá! Tudo bem?')).toEqual([text('Olá! Tudo bem?')]);
    expect(linkify('')).toEqual([]);
  });

  it('makes http and https addresses links, wherever they are in the message', () => {
    expect(linkify('Veja https://example.com/lab?x=1#topo e http://example.org')).toEqual([
      text('Veja '),
      link('https://example.com/lab?x=1#topo'),
      text(' e '),
      link('http://example.org', 'http://example.org/'),
    ]);
    expect(linkify('HTTPS://EXAMPLE.COM/A')).toEqual([link('HTTPS://EXAMPLE.COM/A', 'https://example.com/A')]);
  });

  it('keeps trailing punctuation out of the link', () => {
    expect(linkify('Olha https://example.com/a.')).toEqual([text('Olha '), link('https://example.com/a'), text('.')]);
    expect(linkify('https://example.com/a, https://example.com/b!?')).toEqual([
      link('https://example.com/a'),
      text(', '),
      link('https://example.com/b'),
      text('!?'),
    ]);
    expect(linkify('"https://example.com/c"')).toEqual([text('"'), link('https://example.com/c'), text('"')]);
  });

  it('keeps a closing bracket only when the address opened it', () => {
    expect(linkify('(veja https://example.com/a)')).toEqual([text('(veja '), link('https://example.com/a'), text(')')]);
    expect(linkify('https://pt.wikipedia.org/wiki/Rio_(desambiguação).')).toEqual([
      link('https://pt.wikipedia.org/wiki/Rio_(desambiguação)', 'https://pt.wikipedia.org/wiki/Rio_(desambigua%C3%A7%C3%A3o)'),
      text('.'),
    ]);
  });

  it('leaves javascript:, data: and other schemes as text', () => {
    for (const message of [
      'javascript:alert(1)',
      'JavaScript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'file:///etc/passwd',
      'ftp://example.com/arquivo',
      'mailto:ana@example.com',
      'www.example.com',
    ]) {
      expect(linkify(message)).toEqual([text(message)]);
    }
  });

  it('never starts a link in the middle of a word or another scheme', () => {
    expect(linkify('xhttps://example.com')).toEqual([text('xhttps://example.com')]);
  });

  it('leaves an address without a host as text', () => {
    expect(linkify('https:// e http://')).toEqual([text('https:// e http://')]);
  });

  it('keeps markup as plain text, outside and inside an address', () => {
    expect(linkify('<b>oi</b> https://example.com/<img>')).toEqual([
      text('<b>oi</b> '),
      link('https://example.com/'),
      text('<img>'),
    ]);
  });
});
