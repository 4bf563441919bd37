/**
 * Moderation's documents (moderation.ts): reports, and the skins owners hide. Hiding withdraws the
 * skin's whole published snapshot and writes its public marker in the same transaction as the mark
 * on the skin document, so a visitor sees either the skin or "Skin indisponível", never half of it.
 * A hidden skin publishes nothing (publishedOf gives no snapshot for it), so its creator's studio
 * changes stay private until it is restored, which republishes it from its tree as a change does.
 */
import { paths, publishedPaths, type DenunciaDoc, type SiteOcultoDoc, type SkinDoc, type UserDoc } from '..';
import type { DocPort, DocSnapshot, DocTx } from './doc-port';
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
import { readRateLimit, writeRateLimit } from './rate-limit-docs';
import { planPublish, publishedOf, readSource, readStoredPublished, WriteRecorder, writePublish } from './skin-publish';
import { LIST_MAX } from './skin-tree';

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

/** Every report of a skin (by its name), and whether `id`, when given, is one of them. */
async function reportsOf(tx: DocTx, username: string, id: string | undefined) {
  const reports = await tx.query<DenunciaDoc>(
    { collection: paths.denuncias() },
    { where: [['skin', '==', username]], limit: LIST_MAX },
  );
  return { reports, named: id === undefined || reports.some((r) => r.id === id) };
}

/** Marks the skin's reports with whether it is hidden; hiding resolves the open ones (the decision answers them all). */
function markReports(tx: DocTx, reports: ReadonlyArray<DocSnapshot<DenunciaDoc>>, hidden: boolean, at: number): void {
  for (const { path, data } of reports) {
    const resolved = hidden && data.estado === 'aberta' ? { estado: 'resolvida', tratadaEm: at } : {};
    tx.set(path, { ...data, skinOculta: hidden, ...resolved });
  }
}

async function hideSkin(tx: DocTx, input: HideSkinInput): Promise<HideSkinOutcome> {
  const skinPath = paths.skin(input.uid, input.skinId);
  const skin = await tx.get<SkinDoc>(skinPath);
  if (!skin) return 'skin-not-found';
  const { reports, named } = await reportsOf(tx, skin.username, input.denuncia);
  if (!named) return 'report-not-found';
  const published = await readStoredPublished(tx, skin.username);

  const ocultadaEm = skin.oculta ? (skin.ocultadaEm ?? input.at) : input.at;
  // A block never takes over a report's decision: unblocking must not restore what an owner hid.
  const ocultaPor = skin.oculta && input.por === 'bloqueio' ? (skin.ocultaPor ?? 'denuncia') : input.por;
  tx.set(skinPath, { ...skin, oculta: true, ocultadaEm, ocultaPor });
  for (const path of published.keys()) tx.delete(path);
  const marker: SiteOcultoDoc = { ocultadaEm };
  tx.set(publishedPaths.hidden(skin.username), { ...marker });
  markReports(tx, reports, true, input.at);
  return 'hidden';
}

async function restoreSkin(tx: DocTx, input: RestoreSkinInput): Promise<RestoreSkinOutcome> {
  const source = await readSource(tx, input.uid, input.skinId);
  const skin = source?.docs.get(source.skinPath) as SkinDoc | undefined;
  if (!source || !skin) return 'skin-not-found';
  const user = await tx.get<UserDoc>(paths.user(input.uid));
  const { reports, named } = await reportsOf(tx, skin.username, input.denuncia);
  const stored = await readStoredPublished(tx, skin.username);
  if (!named) return 'report-not-found';
  if (!skin.oculta || (input.onlyIfHiddenBy && skin.ocultaPor !== input.onlyIfHiddenBy)) return 'not-hidden';
  if (user?.bloqueado) return 'account-blocked';

  const { oculta: _oculta, ocultadaEm: _at, ocultaPor: _por, ...visible } = skin;
  const writes = new WriteRecorder();
  writes.set(source.skinPath, { ...visible });
  const after = publishedOf(writes.applyTo(source));
  const plan = planPublish(stored, after);
  if (plan.tooLarge) return 'too-large';
  writes.replay(tx);
  writePublish(tx, plan, after, input.at);
  tx.delete(publishedPaths.hidden(skin.username));
  markReports(tx, reports, false, input.at);
  return 'restored';
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
    return true;
  });
  if (!found) return { status: 'user-not-found' };
  const skins = await port.query<SkinDoc>({ collection: paths.skins(input.uid) }, { limit: LIST_MAX });
  const changed: string[] = [];
  for (const { id: skinId, data } of skins) {
    const location = { uid: input.uid, skinId, at: input.at };
    const outcome = await port.runTransaction((tx) =>
      input.bloqueado
        ? hideSkin(tx, { ...location, por: 'bloqueio' })
        : restoreSkin(tx, { ...location, onlyIfHiddenBy: 'bloqueio' }),
    );
    if (outcome === 'hidden' || outcome === 'restored') changed.push(data.username);
  }
  return { status: 'done', skins: changed };
}

export function createModerationStore(port: DocPort): ModerationStore {
  return {
    openReport: (input) => port.runTransaction((tx) => openReport(tx, input)),
    hideSkin: (input) => port.runTransaction((tx) => hideSkin(tx, input)),
    restoreSkin: (input) => port.runTransaction((tx) => restoreSkin(tx, input)),
    dismissReport: (id, at) => port.runTransaction((tx) => dismissReport(tx, id, at)),
    setAccountBlocked: (input) => setAccountBlocked(port, input),
  };
}
