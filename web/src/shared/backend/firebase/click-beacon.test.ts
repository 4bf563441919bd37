import { sendClickBeacon } from './click-beacon';

const nav = navigator as Navigator & { sendBeacon?: Navigator['sendBeacon'] };
const realBeacon = nav.sendBeacon;
const realFetch = globalThis.fetch;
afterEach(() => {
  Object.defineProperty(nav, 'sendBeacon', { value: realBeacon, configurable: true });
  globalThis.fetch = realFetch;
});

function withBeacon(beacon: Navigator['sendBeacon'] | undefined) {
  Object.defineProperty(nav, 'sendBeacon', { value: beacon, configurable: true });
}

describe("a visitor's click beacon", () => {
  it('goes to the same-origin /__clique as a beacon with the payload as its plain body', () => {
    const beacon = jest.fn(() => true);
    const fetch = jest.fn();
    withBeacon(beacon);
    globalThis.fetch = fetch;
    sendClickBeacon({ skin: 'ana', id: 'c1' });
    expect(beacon).toHaveBeenCalledWith('/__clique', '{"skin":"ana","id":"c1"}');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('falls back to a keepalive fetch where the browser has no beacon or refuses it', () => {
    const fetch = jest.fn(() => Promise.reject(new Error('offline')));
    globalThis.fetch = fetch;
    for (const beacon of [undefined, jest.fn(() => false)]) {
      withBeacon(beacon);
      sendClickBeacon({ skin: 'ana', id: 'c1' });
    }
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch).toHaveBeenLastCalledWith('/__clique', {
      method: 'POST',
      body: '{"skin":"ana","id":"c1"}',
      keepalive: true,
    });
  });

  it('Blocked counting: never throws, whatever the browser does', () => {
    withBeacon(() => {
      throw new Error('blocked');
    });
    expect(() => sendClickBeacon({ skin: 'ana', id: 'c1' })).not.toThrow();
  });
});
