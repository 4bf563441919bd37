import { z } from 'zod';
import type { AcessoDoc, GeoInfo } from '..';
import { cleanIp, navigationHash, parsePayload } from './schemas';
import type { Handler, HandlerDeps } from './handler-types';

const schema = z.strictObject({ navegacaoHash: navigationHash });

const GEO_FIELD_MAX_LENGTH = 200;
const NO_GEO: GeoInfo = { country_name: '', region: '', city: '', org: '' };

export function logAccess(deps: HandlerDeps): Handler<'logAccess'> {
  return async ({ caller, ip, data }) => {
    const { navegacaoHash } = parsePayload(schema, data);
    // Owners are not tracked (spec 6).
    if (caller?.admin) return { recorded: false };
    // Checked first so the paid, slow lookup runs once per session, not once per call.
    if (await deps.store.getAccess(navegacaoHash)) return { recorded: false };

    const address = cleanIp(ip);
    const geo = address === '' ? NO_GEO : await lookUp(deps, address);
    const acesso: AcessoDoc = {
      hash: navegacaoHash,
      ip: address,
      ...geo,
      data: deps.now(),
      visto: false,
      valorEmail: '',
    };
    return { recorded: await deps.store.recordAccessOnce(acesso) };
  };
}

/** Never fails: an access is worth recording even when the lookup service is down. */
async function lookUp(deps: HandlerDeps, ip: string): Promise<GeoInfo> {
  try {
    const found = await deps.geo(ip);
    const field = (value: unknown): string => (typeof value === 'string' ? value.slice(0, GEO_FIELD_MAX_LENGTH) : '');
    return {
      country_name: field(found.country_name),
      region: field(found.region),
      city: field(found.city),
      org: field(found.org),
    };
  } catch (error) {
    deps.logger?.warn('logAccess: geo lookup failed; recording the IP alone', { error: String(error) });
    return NO_GEO;
  }
}
