/**
 * Moderation's documents (moderation.ts): reports, and the skins owners hide. Hiding withdraws the
 * skin's whole published snapshot and writes its public marker in the same transaction as the mark
 * on the skin document, so a visitor sees either the skin or "Skin indisponível", never half of it;
 * its reports are marked after, in batches (markReportsOf).
 * A hidden skin publishes nothing (publishedOf gives no snapshot for it), so its creator's studio
 * changes stay private until it is restored, which republishes it from its tree as a change does.
 */
import { paths } from '../../kernel/paths';
import { publishedPaths } from '../../published';
import type { BloqueioDoc, DenunciaDoc, SiteOcultoDoc } from '../moderation';
import type { SkinDoc } from '../../skins';
import type { UserDoc } from '../../kernel/types';
import { deletionIds } from '../../deletions';
import type { DocPort, DocSnapshot, DocTx } from '../../kernel/store/doc-port';
import type {
  DismissReportOutcome,
  HideSkinInput,
  HideSkinOutcome,
  ModerationStore,
  OpenReportInput,
  OpenReportOutcome,
  RestoreSkinInput,
  RestoreSkinOutcome,
  SetAccountBlockedInput,
  SetAccountBlockedOutcome,
} from './moderation-port';
import { readRateLimit, writeRateLimit } from '../../limits';
import { planPublish, publishedOf, readSource, readStoredPublished, WriteRecorder, writePublish } from '../../published';
import { LIST_MAX } from '../../studio';
import type { SkinLocation } from '../../skins';

async function openReport(tx: DocTx, input: OpenReportInput): Promise<OpenReportOutcome> {
  const skin = await tx.get<SkinDoc>(paths.skin(input.uid, input.skinId));
  if (!skin || skin.oculta) return 'skin-not-found';
  const counted = await Promise.all(input.limits.map((limit) => readRateLimit(tx, limit, input.at)));
  const hits = await readRateLimit(tx, input.perSkinLimit, input.at);
  if (counted.includes(null)) return 'rate-limited';
  if (hits === null) return 'already-reported';
  input.limits.forEach((limit, i) => writeRateLimit(tx, limit, counted[i] ?? [], input.at));
  writeRateLimit(tx, input.perSkinLimit, hits, input.at);
  tx.set(paths.denuncia(input.id), { ...input.doc });
  return 'opened';
}

/** Whether `id`, when given, names a report of the skin `username` (the decision it answers). */
async function namesReport(tx: DocTx, username: string, id: string | undefined): Promise<boolean> {
  if (id === undefined) return true;
  return (await tx.get<DenunciaDoc>(paths.denuncia(id)))?.skin === username;
}

/** Marks the skin's reports with whether it is hidden; hiding resolves the open ones (the decision answers them all). */
function markReports(tx: DocTx, reports: ReadonlyArray<DocSnapshot<DenunciaDoc>>, hidden: boolean, at: number): void {
  for (const { path, data } of reports) {
    const resolved = hidden && data.estado === 'aberta' ? { estado: 'resolvida', tratadaEm: at } : {};
    tx.set(path, { ...data, skinOculta: hidden, ...resolved });
  }
}

/** Reports marked per transaction: well under Firestore's 500 writes per commit. */
export const REPORTS_PER_BATCH = 400;

/**
 * Marks every report of the skin after the decision, a batch per transaction: a much-reported skin
 * would not fit in the decision's own transaction. Each batch takes only reports not yet marked, so a
 * run cut short is finished by taking the decision again; a batch that finds the skin in the other
 * state (restored or hidden again meanwhile) stops, leaving the reports to that later decision.
 */
async function markReportsOf(port: DocPort, skin: SkinLocation & { username: string }, hidden: boolean, at: number) {
  for (let done = false; !done;) {
    done = await port.runTransaction(async (tx) => {
      const current = await tx.get<SkinDoc>(paths.skin(skin.uid, skin.skinId));
      if (!current || Boolean(current.oculta) !== hidden) return true;
      const batch = await tx.query<DenunciaDoc>(
        { collection: paths.denuncias() },
        {
          where: [
            ['skin', '==', skin.username],
            ['skinOculta', '==', !hidden],
          ],
          limit: REPORTS_PER_BATCH,
        },
      );
      markReports(tx, batch, hidden, at);
      return batch.length < REPORTS_PER_BATCH;
    });
  }
}

type Decided<O> = { outcome: O; username?: string };

async function hideSkin(tx: DocTx, input: HideSkinInput): Promise<Decided<HideSkinOutcome>> {
  const skinPath = paths.skin(input.uid, input.skinId);
  const skin = await tx.get<SkinDoc>(skinPath);
  if (!skin) return { outcome: 'skin-not-found' };
  if (!(await namesReport(tx, skin.username, input.denuncia))) return { outcome: 'report-not-found' };
  const published = await readStoredPublished(tx, skin.username);

  const ocultadaEm = skin.oculta ? (skin.ocultadaEm ?? input.at) : input.at;
  // A block never takes over a report's decision: unblocking must not restore what an owner hid.
  const ocultaPor = skin.oculta && input.por === 'bloqueio' ? (skin.ocultaPor ?? 'denuncia') : input.por;
  tx.set(skinPath, { ...skin, oculta: true, ocultadaEm, ocultaPor });
  for (const path of published.keys()) tx.delete(path);
  const marker: SiteOcultoDoc = { ocultadaEm };
  tx.set(publishedPaths.hidden(skin.username), { ...marker });
  return { outcome: 'hidden', username: skin.username };
}

async function restoreSkin(tx: DocTx, input: RestoreSkinInput): Promise<Decided<RestoreSkinOutcome>> {
  const source = await readSource(tx, input.uid, input.skinId);
  const skin = source?.docs.get(source.skinPath) as SkinDoc | undefined;
  if (!source || !skin) return { outcome: 'skin-not-found' };
  const user = await tx.get<UserDoc>(paths.user(input.uid));
  const named = await namesReport(tx, skin.username, input.denuncia);
  const stored = await readStoredPublished(tx, skin.username);
  if (!named) return { outcome: 'report-not-found' };
  if (!skin.oculta || (input.onlyIfHiddenBy && skin.ocultaPor !== input.onlyIfHiddenBy)) return { outcome: 'not-hidden' };
  if (user?.bloqueado) return { outcome: 'account-blocked' };

  const { oculta: _oculta, ocultadaEm: _at, ocultaPor: _por, ...visible } = skin;
  const writes = new WriteRecorder();
  writes.set(source.skinPath, { ...visible });
  const after = publishedOf(writes.applyTo(source), input.at);
  const plan = planPublish(stored, after);
  if (plan.tooLarge) return { outcome: 'too-large' };
  writes.replay(tx);
  writePublish(tx, plan, after, input.at);
  tx.delete(publishedPaths.hidden(skin.username));
  return { outcome: 'restored', username: skin.username };
}

/** The decision in one transaction (the skin, its snapshot, its marker), then its reports in batches. */
async function decide<O extends string>(
  port: DocPort,
  input: SkinLocation & { at: number },
  hidden: boolean,
  run: (tx: DocTx) => Promise<Decided<O>>,
): Promise<O> {
  const { outcome, username } = await port.runTransaction(run);
  if (username !== undefined) await markReportsOf(port, { ...input, username }, hidden, input.at);
  return outcome;
}

async function dismissReport(tx: DocTx, id: string, at: number): Promise<DismissReportOutcome> {
  const report = await tx.get<DenunciaDoc>(paths.denuncia(id));
  if (!report) return 'report-not-found';
  if (report.estado !== 'aberta') return 'already-handled';
  tx.set(paths.denuncia(id), { ...report, estado: 'dispensada', tratadaEm: at });
  return 'dismissed';
}

/** The account's mark first, then each skin in its own transaction: a retry finishes what a failure left. */
async function setAccountBlocked(port: DocPort, input: SetAccountBlockedInput): Promise<SetAccountBlockedOutcome> {
  const found = await port.runTransaction(async (tx) => {
    const user = await tx.get<UserDoc>(paths.user(input.uid));
    if (!user) return false;
    const { bloqueado: _was, ...rest } = user;
    tx.set(paths.user(input.uid), input.bloqueado ? { ...rest, bloqueado: true } : { ...rest });
    if (input.identityKey !== null) {
      const record: BloqueioDoc = { uid: input.uid, criadoEm: input.at };
      if (input.bloqueado) tx.set(paths.bloqueio(input.identityKey), { ...record });
      else tx.delete(paths.bloqueio(input.identityKey));
    }
    return true;
  });
  if (!found) return { status: 'user-not-found' };
  const skins = await port.query<SkinDoc>({ collection: paths.skins(input.uid) }, { limit: LIST_MAX });
  const changed: string[] = [];
  for (const { id: skinId, data } of skins) {
    const location = { uid: input.uid, skinId, at: input.at };
    const outcome = input.bloqueado
      ? await decide(port, location, true, (tx) => hideSkin(tx, { ...location, por: 'bloqueio' }))
      : await decide(port, location, false, (tx) => restoreSkin(tx, { ...location, onlyIfHiddenBy: 'bloqueio' }));
    if (outcome === 'hidden' || outcome === 'restored') changed.push(data.username);
  }
  return { status: 'done', skins: changed };
}

async function accountState(
  port: DocPort,
  uid: string,
  identityKey: () => Promise<string | null>,
): Promise<'blocked' | 'deleting' | 'active'> {
  const user = await port.get<UserDoc>(paths.user(uid));
  if (user?.bloqueado) return 'blocked';
  if (user) return user.excluidaAte === undefined ? 'active' : 'deleting';
  if ((await port.get(paths.exclusao(deletionIds.conta(uid)))) !== null) return 'deleting';
  const key = await identityKey();
  return key !== null && (await port.get(paths.bloqueio(key))) !== null ? 'blocked' : 'active';
}

export function createModerationStore(port: DocPort): ModerationStore {
  return {
    openReport: (input) => port.runTransaction((tx) => openReport(tx, input)),
    hideSkin: (input) => decide(port, input, true, (tx) => hideSkin(tx, input)),
    restoreSkin: (input) => decide(port, input, false, (tx) => restoreSkin(tx, input)),
    dismissReport: (id, at) => port.runTransaction((tx) => dismissReport(tx, id, at)),
    setAccountBlocked: (input) => setAccountBlocked(port, input),
    isBlocked: async (uid, identityKey) => (await accountState(port, uid, identityKey)) === 'blocked',
    accountState: (uid, identityKey) => accountState(port, uid, identityKey),
  };
}
