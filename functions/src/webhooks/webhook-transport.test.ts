/**
 * The Node side of webhooks: the signature checked with Node's own crypto (an implementation
 * independent of the domain's), the transport against a real local HTTP receiver, and the emulator
 * switch, which only the Functions emulator together with the emulator scripts' variable turns on.
 */
import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { newWebhookSecret, webhookHeaders } from '@lab/domain/webhooks';
import { createNodeTransport } from './node-transport';
import { emulatorLoopback } from './webhook-functions';

/** How a receiver verifies a request, as docs/webhooks.md shows it. */
function verify(secret: string, id: string, timestamp: string, body: string, header: string): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const expected = createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64');
  return header.split(' ').some((part) => part === `v1,${expected}`);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => resolve(body));
  });
}

describe('webhooks on Node', () => {
  it('the domain’s signature verifies with Node’s HMAC-SHA256, for any secret and body', () => {
    for (let i = 0; i < 20; i += 1) {
      const secret = newWebhookSecret();
      const body = JSON.stringify({
        id: `evt_${i}`,
        type: 'ping',
        created: new Date().toISOString(),
        data: { texto: 'ação ✓'.repeat(i) },
      });
      const headers = webhookHeaders(secret, { id: `evt_${i}`, timestamp: 1_700_000_000 + i, body });
      expect(
        verify(secret, headers['Webhook-Id'] ?? '', headers['Webhook-Timestamp'] ?? '', body, headers['Webhook-Signature'] ?? ''),
      ).toBe(true);
      expect(
        verify(
          newWebhookSecret(),
          headers['Webhook-Id'] ?? '',
          headers['Webhook-Timestamp'] ?? '',
          body,
          headers['Webhook-Signature'] ?? '',
        ),
      ).toBe(false);
    }
  });

  describe('the transport, against a receiver on 127.0.0.1', () => {
    let server: Server;
    let port = 0;
    let answer: (request: IncomingMessage, body: string) => { status: number; body: string; location?: string };
    const received: Array<{ headers: IncomingMessage['headers']; body: string }> = [];

    beforeAll(async () => {
      server = createServer((request, response) => {
        void readBody(request).then((body) => {
          received.push({ headers: request.headers, body });
          const reply = answer(request, body);
          response.writeHead(reply.status, reply.location ? { Location: reply.location } : {});
          response.end(reply.body);
        });
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it('posts the body and headers to the checked address and answers the status and the start of the body; a redirect is not followed', async () => {
      const transport = createNodeTransport();
      answer = () => ({ status: 302, body: 'x'.repeat(10_000), location: 'http://169.254.169.254/' });
      const reply = await transport.post({
        // The name in the address is never resolved again: the connection goes to the checked address.
        url: `http://receptor.exemplo.com:${port}/hook`,
        address: '127.0.0.1',
        headers: { 'Content-Type': 'application/json', 'Webhook-Id': 'evt_1' },
        body: '{"a":1}',
        timeoutMs: 5_000,
      });
      expect(reply.status).toBe(302);
      expect(reply.body.length).toBeLessThanOrEqual(4096);
      expect(received.at(-1)).toMatchObject({
        body: '{"a":1}',
        headers: { 'webhook-id': 'evt_1', host: `receptor.exemplo.com:${port}` },
      });
      expect(received).toHaveLength(1);
    });

    it('gives up on a receiver that never answers, within the attempt’s bound', async () => {
      const transport = createNodeTransport();
      const silent = createServer(() => undefined);
      await new Promise<void>((done) => silent.listen(0, '127.0.0.1', done));
      const silentPort = (silent.address() as AddressInfo).port;
      const request = { url: `http://127.0.0.1:${silentPort}/`, address: '127.0.0.1', headers: {}, body: '{}', timeoutMs: 300 };
      await expect(transport.post(request)).rejects.toThrow('o receptor não respondeu');
      silent.closeAllConnections();
      await new Promise<void>((done) => silent.close(() => done()));
    });

    it('resolves an IP literal to itself, and a name to every address it has', async () => {
      const transport = createNodeTransport();
      await expect(transport.resolve('127.0.0.1')).resolves.toEqual(['127.0.0.1']);
      await expect(transport.resolve('[::1]')).resolves.toEqual(['::1']);
      await expect(transport.resolve('localhost')).resolves.toEqual(
        expect.arrayContaining([expect.stringMatching(/^(127\.0\.0\.1|::1)$/)]),
      );
    });
  });

  it('Emulator switch: on only when the Functions emulator runs and the emulator scripts set LAB_WEBHOOK_LOOPBACK', () => {
    expect(emulatorLoopback({ FUNCTIONS_EMULATOR: 'true', LAB_WEBHOOK_LOOPBACK: '1' })).toBe(true);
    expect(emulatorLoopback({ LAB_WEBHOOK_LOOPBACK: '1' })).toBe(false);
    expect(emulatorLoopback({ FUNCTIONS_EMULATOR: 'true' })).toBe(false);
    expect(emulatorLoopback({})).toBe(false);
  });
});
