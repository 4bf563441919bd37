/**
 * A signed-in person's devices for push notices: "Ativar notificações" registers this browser's
 * token, "Desativar" removes it. Each touches only the caller's own devices, so another account's
 * token is simply not there: the same answer as an unknown one.
 */
import { z } from 'zod';
import { MESSAGES } from '../messages';
import { PUSH_TOKEN_PATTERN } from '../push';
import { RATE_LIMITS } from '../constants';
import type { Caller } from '../types';
import type { RateLimit } from '../store/store';
import type { Handler, HandlerDeps } from './handler-types';
import { parsePayload } from './schemas';
import { consumeLimits, ipLimits, requireCaller } from './request-context';

const schema = z.strictObject({
  token: z.string({ error: MESSAGES.deviceTokenInvalid }).regex(PUSH_TOKEN_PATTERN, { error: MESSAGES.deviceTokenInvalid }),
});

/** Counted before any read: a script cannot make the store work for free. */
function deviceLimits(caller: Caller, ip: string | null): RateLimit[] {
  return [
    { key: `devices:${caller.uid}`, ...RATE_LIMITS.devicesPerUser },
    ...ipLimits(ip, (client) => `devices-ip:${client}`, RATE_LIMITS.devicesPerIp),
  ];
}

export function registerDevice(deps: HandlerDeps): Handler<'registerDevice'> {
  return async ({ caller: maybeCaller, ip, data }) => {
    const caller = requireCaller(maybeCaller);
    const { token } = parsePayload(schema, data);
    await consumeLimits(deps, deviceLimits(caller, ip), MESSAGES.devicesRateLimited);
    return { dispositivos: await deps.store.registerDevice(caller.uid, token, deps.now()) };
  };
}

export function unregisterDevice(deps: HandlerDeps): Handler<'unregisterDevice'> {
  return async ({ caller: maybeCaller, ip, data }) => {
    const caller = requireCaller(maybeCaller);
    const { token } = parsePayload(schema, data);
    await consumeLimits(deps, deviceLimits(caller, ip), MESSAGES.devicesRateLimited);
    return { removed: await deps.store.unregisterDevice(caller.uid, token) };
  };
}
