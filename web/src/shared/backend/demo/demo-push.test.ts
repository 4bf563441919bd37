import { demoPushDevices, demoPushSender, noticesFor } from './demo-push';

const notice = { title: 'Ana — PRINCIPAL', body: 'Oi', link: '/conversa/ana_lab/principal', tag: 'ana_lab/principal' };

describe('push on the demo backend', () => {
  it('names this browser by one id, made on the first request and forgotten on Desativar', async () => {
    const devices = demoPushDevices(sessionStorage);
    const worker = {} as ServiceWorkerRegistration;
    const first = await devices.token(worker);
    expect(first).toMatch(/^demo-device-[0-9a-f-]{36}$/);
    expect(await devices.token(worker)).toBe(first);
    await devices.forget(worker);
    expect(await devices.token(worker)).not.toBe(first);
  });

  it('shows a browser only the notices addressed to its own device', () => {
    const deliveries = [
      { token: 'mine', notice },
      { token: 'other', notice: { ...notice, body: 'não é seu' } },
    ];
    expect(noticesFor(deliveries, 'mine')).toEqual([notice]);
    expect(noticesFor(deliveries, null)).toEqual([]);
    expect(noticesFor('not deliveries', 'mine')).toEqual([]);
  });

  it('never calls a demo device gone', async () => {
    expect(await demoPushSender().send([{ token: 'mine', notice }])).toEqual({ invalidTokens: [] });
  });
});
