import { ANA, createWorld, expectNoWrites, type World } from '@lab/domain/handler-world';
import { paths, type VisitaDoc } from '@lab/domain/kernel';
import { answerClickBeacon, CLICK_BODY_MAX_BYTES, type BeaconRequest } from './click-beacon';

/** A request as Hosting forwards it: the client's address, then Hosting's own hop. */
function beacon(body: string, overrides: Partial<BeaconRequest> = {}): BeaconRequest {
  return {
    method: 'POST',
    headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': '198.51.100.7, 203.0.113.250' },
    rawBody: Buffer.from(body),
    ...overrides,
  };
}

async function withCard(): Promise<World> {
  const world = createWorld();
  await world.db.runTransaction(async (tx) => {
    tx.set(`${paths.cards(ANA.uid, 'skin-ana')}/c1`, { id_card: 'c1', nome: 'Meu site' });
  });
  return world;
}

const clicks = (world: World) =>
  world.db
    .query<VisitaDoc>({ collection: paths.visitas(ANA.uid, 'skin-ana') })
    .reduce((sum, row) => sum + (row.data.cliques?.c1 ?? 0), 0);

const run = (world: World, req: BeaconRequest) => answerClickBeacon(world.handlers.logClick, req, world.logger);

describe('the click beacon (/__clique)', () => {
  it("counts a page's beacon as logClick and answers 204, with no body to wait for", async () => {
    const world = await withCard();
    expect(await run(world, beacon('{"skin":"ana","id":"c1"}'))).toEqual({
      status: 204,
      headers: { 'Cache-Control': 'no-store' },
    });
    expect(
      await run(world, beacon('{"skin":"ana","id":"c1"}', { headers: { 'content-type': 'application/json' } })),
    ).toMatchObject({
      status: 204,
    });
    expect(clicks(world)).toBe(2);
  });

  it('Beacon IP: keys the limits on the client Hosting saw, not on Hosting’s hop nor on what the client wrote first', async () => {
    const world = await withCard();
    const from = (xff: string) =>
      beacon('{"skin":"ana","id":"c1"}', { headers: { 'content-type': 'text/plain', 'x-forwarded-for': xff } });
    // Many visitors behind one Hosting hop each count.
    for (let n = 0; n < 40; n += 1) await run(world, from(`198.51.100.${n}, 203.0.113.250`));
    expect(clicks(world)).toBe(40);
    const limits = world.db.query({ collection: 'rateLimits' }).map((row) => row.path);
    expect(limits.some((path) => path.includes('198.51.100.39'))).toBe(true);
    expect(limits.some((path) => path.includes('203.0.113.250'))).toBe(false);
  });

  it.each([
    ['GET', 405, beacon('', { method: 'GET' })],
    ['a form post', 415, beacon('skin=ana&id=c1', { headers: { 'content-type': 'application/x-www-form-urlencoded' } })],
    ['no content type', 415, beacon('{"skin":"ana","id":"c1"}', { headers: {} })],
    ['a body over 2 kB', 413, beacon(JSON.stringify({ skin: 'ana', id: 'c1', x: 'a'.repeat(CLICK_BODY_MAX_BYTES) }))],
    ['a big declared length', 413, beacon('{}', { headers: { 'content-type': 'text/plain', 'content-length': '999999' } })],
    ['no JSON', 400, beacon('ana/c1')],
    ['a deep body', 400, beacon(`${'['.repeat(200)}${']'.repeat(200)}`)],
    ['a payload logClick refuses', 400, beacon('{"skin":"ana","id":"a/b"}')],
    ['another callable’s payload', 400, beacon('{"navegacaoHash":"x","path":"/ana"}')],
  ])('Beacon abuse: %s is answered %d, and nothing is written', async (_name, status, req) => {
    const world = await withCard();
    await expectNoWrites(world.db, async () => {
      expect((await run(world, req)).status).toBe(status);
    });
  });
});
