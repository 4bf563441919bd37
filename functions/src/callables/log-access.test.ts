/**
 * logAccess behind Google's front end: the address it records is the one the front end appended to
 * X-Forwarded-For, read by the callable layer. The handler's own rules are in
 * packages/domain/src/visits/commands/log-access.test.ts.
 */
import { paths, type AcessoDoc } from '@lab/domain/kernel';
import { createWorld, HASH } from './test-support/world';

describe('logAccess', () => {
  it('Client IP: records the address Google’s front end appended, not one the client prepended to x-forwarded-for', async () => {
    const world = createWorld();
    await world.call(
      'logAccess',
      { navegacaoHash: HASH },
      { as: null, ip: '192.0.2.9', headers: { 'x-forwarded-for': '6.6.6.6, 10.0.0.1' } },
    );
    expect(world.db.get<AcessoDoc>(paths.acesso(HASH))?.ip).toBe('192.0.2.9');
    expect(world.geo).toHaveBeenCalledWith('192.0.2.9');
  });
});
