import { createIpapiGeoLookup, emulatorGeoLookup } from './geo';

function answering(status: number, body: unknown): { fetch: typeof fetch; urls: string[] } {
  const urls: string[] = [];
  const fake = (async (input: string | URL | Request) => {
    urls.push(input instanceof Request ? input.url : input.toString());
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetch: fake, urls };
}

describe('the ipapi.co geo lookup', () => {
  it('maps country_code, country_name, region, city and org', async () => {
    const api = answering(200, {
      ip: '8.8.8.8',
      country_code: 'US',
      country_name: 'United States',
      region: 'California',
      city: 'Mountain View',
      org: 'GOOGLE',
      asn: 'AS15169',
    });
    await expect(createIpapiGeoLookup(api.fetch)('8.8.8.8')).resolves.toEqual({
      country_code: 'US',
      country_name: 'United States',
      region: 'California',
      city: 'Mountain View',
      org: 'GOOGLE',
    });
    expect(api.urls).toEqual(['https://ipapi.co/8.8.8.8/json/']);
  });

  it('turns missing or non-text fields into empty strings', async () => {
    const api = answering(200, { country_name: 'Brazil', region: null });
    await expect(createIpapiGeoLookup(api.fetch)('1.1.1.1')).resolves.toEqual({
      country_code: '',
      country_name: 'Brazil',
      region: '',
      city: '',
      org: '',
    });
  });

  it('fails on an HTTP error, a refusal or a body that is not an object', async () => {
    await expect(createIpapiGeoLookup(answering(429, {}).fetch)('1.1.1.1')).rejects.toThrow('429');
    await expect(
      createIpapiGeoLookup(answering(200, { error: true, reason: 'Reserved IP Address' }).fetch)('127.0.0.1'),
    ).rejects.toThrow('Reserved IP Address');
    await expect(createIpapiGeoLookup(answering(200, ['x']).fetch)('1.1.1.1')).rejects.toThrow();
  });

  it('gives up after its time-out', async () => {
    const hanging = ((_input: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      })) as typeof fetch;
    await expect(createIpapiGeoLookup(hanging, 20)('1.1.1.1')).rejects.toThrow('aborted');
  });

  it('answers a fixed local place in the emulator', async () => {
    await expect(emulatorGeoLookup('127.0.0.1')).resolves.toMatchObject({ country_name: 'Local' });
  });
});
