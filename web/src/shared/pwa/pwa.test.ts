import { APP_THEME_COLOR, linkAppManifest, MANIFEST_URL } from './app-head';

describe('the installable app in the head', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('links the manifest and the theme colour once, and takes away only what it added', () => {
    const remove = linkAppManifest(document);
    expect(document.head.querySelector('link[rel="manifest"]')?.getAttribute('href')).toBe(MANIFEST_URL);
    expect(document.head.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(APP_THEME_COLOR);
    const again = linkAppManifest(document);
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    again();
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    remove();
    expect(document.head.querySelector('link[rel="manifest"]')).toBeNull();
    expect(document.head.querySelector('meta[name="theme-color"]')).toBeNull();
  });

  it("keeps the app shell's own theme colour", () => {
    document.head.innerHTML = '<meta name="theme-color" content="#000000">';
    linkAppManifest(document)();
    expect(document.head.querySelectorAll('meta[name="theme-color"]')).toHaveLength(1);
  });
});

describe('the service worker registration', () => {
  const load = () => {
    let module: typeof import('./service-worker-registration') | undefined;
    jest.isolateModules(() => {
      module = jest.requireActual<typeof import('./service-worker-registration')>('./service-worker-registration');
    });
    return module!;
  };
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is null where service workers are not supported (jsdom)', async () => {
    await expect(load().registerAppServiceWorker()).resolves.toBeNull();
  });

  it('registers /sw.js for /menu/ only, once per page', async () => {
    const registration = { scope: 'http://localhost/menu/' };
    const register = jest.fn(async () => registration);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const { registerAppServiceWorker } = load();
    await expect(registerAppServiceWorker()).resolves.toBe(registration);
    await expect(registerAppServiceWorker()).resolves.toBe(registration);
    expect(register).toHaveBeenCalledTimes(1);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/menu/', updateViaCache: 'none' });
  });

  it('is null when the worker cannot be registered (the dev server has none)', async () => {
    const register = jest.fn(async () => Promise.reject(new TypeError('bad MIME type')));
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await expect(load().registerAppServiceWorker()).resolves.toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
