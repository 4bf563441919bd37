/**
 * A network for webhook deliveries in tests: names resolve to what the test says, and each request
 * is recorded and answered from a script (a status, a body, or a failure such as a timeout).
 */
import type { WebhookRequest, WebhookTransport, WebhookWorkerDeps } from '../../webhooks';
import type { World } from './world';

export type FakeAnswer = { status: number; body?: string } | { fail: string };

export interface FakeTransport extends WebhookTransport {
  requests: WebhookRequest[];
  /** Host → the addresses it resolves to; a host absent here resolves to a public address. */
  dns: Map<string, string[]>;
  /** Answers in order; once used up, every request gets 200. */
  answers: FakeAnswer[];
  /** When set, each post waits for it before answering (a slow receiver). */
  gate: Promise<void> | null;
}

export function fakeTransport(): FakeTransport {
  const transport: FakeTransport = {
    requests: [],
    dns: new Map(),
    answers: [],
    gate: null,
    resolve: async (host) => transport.dns.get(host) ?? ['93.184.216.34'],
    post: async (request) => {
      transport.requests.push(request);
      if (transport.gate) await transport.gate;
      const answer = transport.answers.shift() ?? { status: 200, body: 'ok' };
      if ('fail' in answer) throw new Error(answer.fail);
      return { status: answer.status, body: answer.body ?? '' };
    },
  };
  return transport;
}

/** The worker's dependencies on a world: its store and clock, this network, production's address rule unless told. */
export function webhookWorker(world: World, transport: WebhookTransport, allowLoopback = false): WebhookWorkerDeps {
  return { store: world.store, transport, now: () => world.clock.now, network: { allowLoopback }, logger: world.logger };
}
