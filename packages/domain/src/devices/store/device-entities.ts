/** The entity schema of the devices push notices go to (push.ts), merged into ENTITY_SCHEMAS. */
import * as z from 'zod/mini';
import type { DispositivosDoc } from '../../notices/push';

export interface DeviceEntities {
  dispositivos: DispositivosDoc;
}

export const DEVICE_SCHEMAS = {
  dispositivos: z.object({
    uid: z.string(),
    dispositivos: z.array(z.object({ token: z.string(), criadoEm: z.number(), usadoEm: z.number() })),
  }),
};
