/** The access log, the visitors' navigation and the daily counters they feed. */
import { LOG_RETENTION_MS } from '../../kernel/constants';
import { paths } from '../../kernel/paths';
import type { AcessoDoc, NavigationDoc } from '../../kernel/types';
import type { DocPort, DocTx } from '../../kernel/store/doc-port';
import { readRateLimits, writeRateLimits } from '../../limits';
import { readSkinVisit } from './skin-visit-docs';
import { recordClick } from './skin-click-docs';
import { readStats } from './stats-docs';
import type { AccessInput, AccessOutcome, NavigationInput, NavigationOutcome, AccessStore } from './access-port';

/** Accesses marked seen per transaction (Firestore takes 500 writes in one), and rounds of them per call. */
const SEEN_BATCH = 400;

const SEEN_ROUNDS = 50;

async function markAllAccessesSeen(port: DocPort): Promise<number> {
  let marked = 0;
  for (let round = 0; round < SEEN_ROUNDS; round += 1) {
    const batch = await port.runTransaction(async (tx) => {
      const unseen = await tx.query({ collection: paths.acessos() }, { where: [['visto', '==', false]], limit: SEEN_BATCH });
      for (const row of unseen) tx.set(row.path, { visto: true }, { merge: true });
      return unseen.length;
    });
    marked += batch;
    if (batch < SEEN_BATCH) break;
  }
  return marked;
}

async function recordAccess(tx: DocTx, input: AccessInput): Promise<AccessOutcome> {
  const { acesso, rateLimits = [] } = input;
  if (await tx.get(paths.acesso(acesso.hash))) return 'exists';
  const hits = await readRateLimits(tx, rateLimits, acesso.data);
  if (hits === null) return 'rate-limited';
  const stats = await readStats(tx, acesso.data, input.stats);
  writeRateLimits(tx, rateLimits, hits, acesso.data);
  tx.set(paths.acesso(acesso.hash), { ...acesso, expiresAt: acesso.data + LOG_RETENTION_MS });
  stats.write({ visitas: 1, pais: acesso.country_code ?? '' });
  return 'recorded';
}

async function appendNavigation(tx: DocTx, input: NavigationInput): Promise<NavigationOutcome> {
  const path = input.uid === null ? paths.navegacao(input.hash) : paths.userNavigation(input.uid, input.hash);
  const existing = await tx.get<NavigationDoc>(path);
  const hits = await readRateLimits(tx, input.rateLimits ?? [], input.at);
  const registros = [...(existing?.registros ?? [])];
  if (input.perHash) {
    const since = input.at - input.perHash.windowMs;
    if (registros.filter((r) => r.timestamp > since).length >= input.perHash.max) return { status: 'rate-limited' };
  }
  if (hits === null) return { status: 'rate-limited' };
  const stats = await readStats(tx, input.at, input.stats);
  const skinVisit = await readSkinVisit(tx, input, registros);

  // Array-union semantics: an identical record is not added twice.
  const added = !registros.some((r) => r.path === input.record.path && r.timestamp === input.record.timestamp);
  if (added) registros.push({ ...input.record });
  const doc: NavigationDoc = {
    registros: registros.slice(Math.max(0, registros.length - input.max)),
    criadoEm: existing?.criadoEm ?? input.at,
    navegacaoHash: input.hash,
    expiresAt: input.at + LOG_RETENTION_MS,
  };
  writeRateLimits(tx, input.rateLimits ?? [], hits, input.at);
  tx.set(path, { ...doc });
  if (added) {
    stats.write({ pagina: input.record.path });
    skinVisit.write();
  }
  return { status: 'appended', doc };
}

/** Sets fields of acessos/{hash} when it exists; false when it does not. */
function updateAccess(port: DocPort, hash: string, fields: Partial<AcessoDoc>): Promise<boolean> {
  return port.runTransaction(async (tx) => {
    if (!(await tx.get(paths.acesso(hash)))) return false;
    tx.set(paths.acesso(hash), { ...fields }, { merge: true });
    return true;
  });
}

export function createAccessStore(port: DocPort): AccessStore {
  return {
    getAccess: (hash) => port.get<AcessoDoc>(paths.acesso(hash)),
    recordAccess: (input) => port.runTransaction((tx) => recordAccess(tx, input)),
    locateAccess: ({ hash, place, stats: bump }) =>
      port.runTransaction(async (tx) => {
        const found = await tx.get<AcessoDoc>(paths.acesso(hash));
        if (!found) return;
        const stats = await readStats(tx, found.data, bump);
        const { country_code, ...rest } = place;
        tx.set(paths.acesso(hash), { ...rest, ...(country_code ? { country_code } : {}) }, { merge: true });
        stats.write({ visitas: 1, pais: country_code ?? '' });
      }),
    markAccessSeen: (hash) => updateAccess(port, hash, { visto: true }),
    markAllAccessesSeen: () => markAllAccessesSeen(port),
    setAccessEmail: (hash, email) => updateAccess(port, hash, { valorEmail: email }),
    appendNavigation: (input) => port.runTransaction((tx) => appendNavigation(tx, input)),
    recordClick: (input) => port.runTransaction((tx) => recordClick(tx, input)),
  };
}
