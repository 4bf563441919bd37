/**
 * Deep payloads: a request whose `data` nests objects or arrays thousands of levels deep is refused
 * with the domain's invalid-argument before anything walks it by recursion (the Functions SDK decodes
 * `data` recursively before the handler runs), on every callable, the page-view loggers included.
 */
import { describe, expect, it } from '@jest/globals';
import { MAX_PAYLOAD_DEPTH, MESSAGES, REFUSAL_DETAILS } from '@lab/domain/kernel';
import { type CallableName } from '@lab/domain/commands';
import { CALLABLE_NAMES } from '@lab/domain/handlers';
import { ANA, createWorld, expectNoWrites } from './test-support/world';

/** `depth` arrays, one inside the other, built without recursion. */
function nested(depth: number): unknown {
  let value: unknown = 'fundo';
  for (let level = 0; level < depth; level += 1) value = [value];
  return value;
}

interface Sent {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/**
 * POSTs `body` to a built callable as the Functions runtime hands it a request (Express's, its JSON
 * already parsed: V8's JSON.parse is not recursive, so a deep body arrives whole).
 */
async function post(callable: unknown, body: unknown, headers: Record<string, string> = {}): Promise<Sent> {
  const all: Record<string, string> = { 'content-type': 'application/json', origin: 'https://lab.example.com', ...headers };
  const sent: Sent = { status: 200, headers: {}, body: undefined };
  const req = {
    method: 'POST',
    url: '/',
    body,
    headers: all,
    header: (name: string) => all[name.toLowerCase()],
    get: (name: string) => all[name.toLowerCase()],
  };
  const res = {
    get statusCode() {
      return sent.status;
    },
    set statusCode(code: number) {
      sent.status = code;
    },
    status(code: number) {
      sent.status = code;
      return res;
    },
    setHeader(name: string, value: string) {
      sent.headers[name.toLowerCase()] = String(value);
    },
    getHeader: (name: string) => sent.headers[name.toLowerCase()],
    set(name: string, value: string) {
      res.setHeader(name, value);
      return res;
    },
    send(payload: unknown) {
      sent.body = payload;
      return res;
    },
    json(payload: unknown) {
      sent.body = payload;
      return res;
    },
    end() {
      return res;
    },
    write: () => true,
    on: () => res,
  };
  await (callable as (q: unknown, s: unknown) => Promise<unknown>)(req, res);
  return sent;
}

const refused = {
  status: 400,
  body: { error: { status: 'INVALID_ARGUMENT', message: MESSAGES.payloadTooDeep, details: REFUSAL_DETAILS } },
};

describe('deep payloads', () => {
  it('deep payloads: refuses a skin file nested 5,000 levels deep with invalid-argument, logging nothing, writing nothing', async () => {
    const world = createWorld();
    await expectNoWrites(world.db, async () => {
      expect(await world.refusal('importSkin', { username: 'funda', arquivo: nested(5_000) })).toMatchObject({
        code: 'invalid-argument',
        message: MESSAGES.payloadTooDeep,
        details: REFUSAL_DETAILS,
      });
    });
    expect(world.logger.error).not.toHaveBeenCalled();
  });

  it('deep payloads: every callable answers a body nested 100,000 deep with the protocol’s INVALID_ARGUMENT, before the SDK decodes it', async () => {
    const world = createWorld();
    const body = { data: { username: 'funda', arquivo: nested(100_000) } };
    const names: readonly CallableName[] = CALLABLE_NAMES;
    await expectNoWrites(world.db, async () => {
      for (const name of names) {
        const sent = await post(world.callables[name], body);
        expect({ name, status: sent.status, body: sent.body }).toEqual({ name, ...refused });
        // The browser reads the refusal only if it may: the same CORS answer as the SDK's own.
        expect(sent.headers['access-control-allow-origin']).toBe('https://lab.example.com');
      }
    });
    expect(world.logger.error).not.toHaveBeenCalled();
  });

  it('lets a payload as deep as the bound reach the handler, which answers as ever', async () => {
    const world = createWorld();
    const sent = await post(world.callables.logNavigation, { data: { navegacaoHash: 'x', path: nested(MAX_PAYLOAD_DEPTH - 1) } });
    expect(sent.status).toBe(400);
    expect(sent.body).toMatchObject({ error: { status: 'INVALID_ARGUMENT', message: MESSAGES.invalidHash } });
  });

  it('keeps what deploy and the emulator read off a callable: its endpoint, its trigger, its run', async () => {
    const world = createWorld();
    expect(world.callables.importSkin.__endpoint.callableTrigger).toBeDefined();
    expect(world.callables.importSkin.__trigger).toMatchObject({ labels: { 'deployment-callable': 'true' } });
    expect(typeof world.callables.importSkin.run).toBe('function');
    await expect(world.call('bootstrapSession', {}, { as: ANA })).resolves.toBeDefined();
  });
});
