import { loadTheme } from './load-theme';
import { themeNamed } from './theme-registry';

describe('themes', () => {
  afterEach(() => {
    delete document.documentElement.dataset.theme;
  });

  it('loads CYBERPINK and names it on <html data-theme>', async () => {
    await expect(loadTheme('CYBERPINK')).resolves.toBe('CYBERPINK');
    expect(document.documentElement.dataset.theme).toBe('CYBERPINK');
  });

  it('loads sunshine', async () => {
    await loadTheme('sunshine');
    expect(document.documentElement.dataset.theme).toBe('sunshine');
  });

  it('falls back to the default look for a skin without a theme or with an unknown one', async () => {
    await loadTheme('');
    expect(document.documentElement.dataset.theme).toBe('default');
    await loadTheme('vaporwave');
    expect(document.documentElement.dataset.theme).toBe('default');
  });

  it('reads the theme field without minding case', () => {
    expect(themeNamed('cyberpink')).toBe('CYBERPINK');
    expect(themeNamed('SUNSHINE')).toBe('sunshine');
    expect(themeNamed(undefined)).toBeNull();
  });
});
