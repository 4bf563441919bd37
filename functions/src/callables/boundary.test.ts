import { CALLABLE_NAMES, FUNCTIONS_REGION, MESSAGES } from '@lab/domain';
import { createMemoryStore } from '@lab/domain/memory';
import { callerOf, ipOf } from './index';
import { ANA, createWorld, HASH } from './test-support/world';

describe('the callable boundary', () => {
  it('exposes the seven callables by name, each in the functions region', () => {
    const { callables } = createWorld();
    expect(Object.keys(callables).sort()).toEqual([...CALLABLE_NAMES].sort());
    for (const name of CALLABLE_NAMES) {
      expect(callables[name].__endpoint.region).toEqual([FUNCTIONS_REGION]);
      expect(callables[name].__endpoint.callableTrigger).toBeDefined();
    }
  });

  it('builds the caller from the verified token: admin only from a claim that is exactly true', () => {
    const token = { name: '  Maria  da Silva ', email: 'm@x.com', picture: 'p.png', admin: 'true' };
    expect(callerOf({ auth: { uid: 'u1', token, rawToken: '' } as never })).toEqual({
      uid: 'u1',
      admin: false,
      name: 'Maria  da Silva',
      givenName: 'Maria',
      email: 'm@x.com',
      picture: 'p.png',
    });
    expect(callerOf({ auth: { uid: 'u2', token: { admin: true }, rawToken: '' } as never })).toMatchObject({
      admin: true,
      name: '',
      givenName: '',
      email: '',
    });
    expect(callerOf({})).toBeNull();
  });

  it('takes the IP from the request, else from the first x-forwarded-for entry', () => {
    expect(ipOf({ ip: '1.2.3.4', headers: { 'x-forwarded-for': '9.9.9.9' } })).toBe('1.2.3.4');
    expect(ipOf({ ip: undefined, headers: { 'x-forwarded-for': ' 5.6.7.8 , 10.0.0.1' } })).toBe('5.6.7.8');
    expect(ipOf({ ip: '', headers: { 'x-forwarded-for': ['7.7.7.7, 1.1.1.1'] } })).toBe('7.7.7.7');
    expect(ipOf({ ip: undefined, headers: {} })).toBeNull();
    expect(ipOf(undefined)).toBeNull();
  });

  it('answers an unexpected failure with internal and a Portuguese message, after logging it', async () => {
    const world = createWorld({
      store: (db) => ({ ...createMemoryStore(db), getAccess: () => Promise.reject(new Error('firestore indisponível')) }),
    });
    expect(await world.refusal('logAccess', { navegacaoHash: HASH }, { as: null })).toMatchObject({
      code: 'internal',
      message: MESSAGES.internal,
    });
    expect(world.logger.error).toHaveBeenCalledWith(
      'logAccess: unexpected failure',
      expect.objectContaining({ message: 'firestore indisponível' }),
    );
  });

  it('passes a domain refusal through with its own code and message, without logging it as a failure', async () => {
    const world = createWorld();
    expect(await world.refusal('createSkin', { username: 'ana', theme: 'CYBERPINK' }, { as: ANA })).toMatchObject({
      code: 'already-exists',
      message: MESSAGES.skinNameTaken,
    });
    expect(world.logger.error).not.toHaveBeenCalled();
  });
});
