/**
 * The devices of an account, in one server-only document (dispositivos/{uid}): a message's push reads
 * one document per recipient, whatever the number of their devices.
 */
import { MAX_DEVICES_PER_ACCOUNT, type Dispositivo, type DispositivosDoc } from '../../notices';
import { paths } from '../../kernel/paths';
import type { DeviceStore } from './device-port';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';

/** The account's devices with `token` added or refreshed, the least recently used beyond the cap dropped. */
function withDevice(devices: readonly Dispositivo[], token: string, at: number): Dispositivo[] {
  const known = devices.find((d) => d.token === token);
  const others = devices.filter((d) => d.token !== token);
  const device: Dispositivo = { token, criadoEm: known?.criadoEm ?? at, usadoEm: at };
  return [device, ...others].sort((a, b) => b.usadoEm - a.usadoEm).slice(0, MAX_DEVICES_PER_ACCOUNT);
}

/** Writes what is left, or deletes the document when nothing is. */
function keep(tx: Pick<DocTx, 'set' | 'delete'>, uid: string, devices: Dispositivo[]): void {
  if (devices.length === 0) tx.delete(paths.dispositivos(uid));
  else tx.set(paths.dispositivos(uid), { uid, dispositivos: devices });
}

export function createDeviceStore(port: DocPort): DeviceStore {
  return {
    registerDevice: (uid, token, at) =>
      port.runTransaction(async (tx) => {
        const doc = await tx.get<DispositivosDoc>(paths.dispositivos(uid));
        const devices = withDevice(doc?.dispositivos ?? [], token, at);
        keep(tx, uid, devices);
        return devices.length;
      }),
    unregisterDevice: (uid, token) =>
      port.runTransaction(async (tx) => {
        const doc = await tx.get<DispositivosDoc>(paths.dispositivos(uid));
        const devices = doc?.dispositivos ?? [];
        if (!devices.some((d) => d.token === token)) return false;
        keep(
          tx,
          uid,
          devices.filter((d) => d.token !== token),
        );
        return true;
      }),
    devicesOf: async (uids) => {
      const docs = await Promise.all([...new Set(uids)].map((uid) => port.get<DispositivosDoc>(paths.dispositivos(uid))));
      const found = new Map<string, string[]>();
      for (const doc of docs)
        if (doc && doc.dispositivos.length > 0)
          found.set(
            doc.uid,
            doc.dispositivos.map((d) => d.token),
          );
      return found;
    },
    forgetDevices: (uid, tokens) =>
      port.runTransaction(async (tx) => {
        const doc = await tx.get<DispositivosDoc>(paths.dispositivos(uid));
        if (!doc) return;
        const gone = new Set(tokens);
        const devices = doc.dispositivos.filter((d) => !gone.has(d.token));
        if (devices.length !== doc.dispositivos.length) keep(tx, uid, devices);
      }),
  };
}
