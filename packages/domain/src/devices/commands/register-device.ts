/**
 * A signed-in person's devices for push notices: "Ativar notificações" registers this browser's
 * token, "Desativar" removes it. Each touches only the caller's own devices, so another account's
 * token is simply not there: the same answer as an unknown one.
 */
import { z } from 'zod';
import { MESSAGES } from '../../kernel/messages';
import { PUSH_TOKEN_PATTERN } from '../../notices';
import type { Caller } from '../../kernel/types';
import type { RateLimit } from '../../limits';
import { consumeLimits } from '../../handlers/request-context';
import type { RegisterDeviceResult, UnregisterDeviceResult } from '../../notices';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';
import { defineCallable } from '../../handlers/define-callable';

const schema = z.strictObject({
  token: z.string({ error: MESSAGES.deviceTokenInvalid }).regex(PUSH_TOKEN_PATTERN, { error: MESSAGES.deviceTokenInvalid }),
});

/** Counted before any read: a script cannot make the store work for free. */
function deviceLimits(caller: Caller, ip: string | null): RateLimit[] {
  return [limitOn(DEVICES.perUser, { uid: caller.uid }), ...ipLimitsOn(DEVICES.perIp, ip, {})];
}

const DEVICES = {
  perUser: rateLimit('devicesPerUser', 'devices:{uid}'),
  perIp: rateLimit('devicesPerIp', 'devices-ip:{ip}'),
};

/** Both device callables take the same payload, callers and limits. */
const DEVICE_CALLABLE = {
  payload: schema,
  who: 'signed-in',
  appCheck: 'required',
  limits: [DEVICES.perUser, DEVICES.perIp],
} as const;

export const registerDevice = defineCallable({
  name: 'registerDevice',
  ...DEVICE_CALLABLE,
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<RegisterDeviceResult> => {
      const { token } = data;
      await consumeLimits(deps, deviceLimits(caller, ip), MESSAGES.devicesRateLimited);
      return { dispositivos: await deps.store.registerDevice(caller.uid, token, deps.now()) };
    },
});

export const unregisterDevice = defineCallable({
  name: 'unregisterDevice',
  ...DEVICE_CALLABLE,
  handler:
    (deps) =>
    async ({ caller, ip, data }): Promise<UnregisterDeviceResult> => {
      const { token } = data;
      await consumeLimits(deps, deviceLimits(caller, ip), MESSAGES.devicesRateLimited);
      return { removed: await deps.store.unregisterDevice(caller.uid, token) };
    },
});
