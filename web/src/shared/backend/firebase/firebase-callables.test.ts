import { createFirebaseCallables } from './firebase-callables';

describe('a command made before the Auth SDK is loaded', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('goes over the callable protocol, without loading the Functions SDK', async () => {
    const urls: string[] = [];
    globalThis.fetch = (async (url: string) => {
      urls.push(url);
      return { ok: true, status: 200, json: async () => ({ result: { recorded: true } }) } as Response;
    }) as unknown as typeof fetch;
    const loadApp = jest.fn(() => Promise.reject(new Error('the app SDK is not needed')));
    const call = createFirebaseCallables(loadApp, () => false);

    await expect(call('logAccess', { navegacaoHash: '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b' })).resolves.toEqual({
      recorded: true,
    });
    expect(urls).toEqual(['https://southamerica-east1-demo-lab-portfolio.cloudfunctions.net/logAccess']);
    expect(loadApp).not.toHaveBeenCalled();
  });
});
