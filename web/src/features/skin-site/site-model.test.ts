import { safeExternalUrl } from './site-model';

describe('a card external link', () => {
  it.each(['https://example.com/lab/rede-abrigo-rs', 'http://example.com'])('is rendered for %s', (url) => {
    expect(safeExternalUrl(url)).not.toBeNull();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', '/relativo', 'ftp://example.com', '', 'nota de rodapé'])(
    'is not rendered for "%s"',
    (url) => {
      expect(safeExternalUrl(url)).toBeNull();
    },
  );
});
