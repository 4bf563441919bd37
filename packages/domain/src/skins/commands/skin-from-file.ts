/**
 * The one path by which a skin is made from a skin file: **Importar** (a file the caller sends),
 * **Duplicar** (the file of one of their skins) and **Começar de um modelo** (a model's file). The name
 * follows createSkin's rules, the limits are taken before any image is read or stored, images the studio
 * itself stored for another skin are stored again for the new one, and the Store builds the tree with
 * the studio's planners in one transaction.
 */
import { scheduleOf } from '../../schedule';
import { DEFAULT_AVATAR, LIMITS, MAIN_PAGE_ID } from '../../kernel/constants';
import { MESSAGES } from '../../kernel/messages';
import { validateNewSkinName } from '../../kernel/validation';
import type { Caller } from '../../kernel/types';
import type { CheckedChange } from '../../studio/studio-commands';
import type { SkinDoc } from '../skin-types';
import type { CreateSkinFromChangesOutcome, PlannedChange } from '../store/skin-port';
import type { RateLimit } from '../../limits';
import { EDIT_REFUSALS } from '../../studio/commands/edit-skin';
import type { HandlerDeps } from '../../handlers/handler-types';
import { refuse, type Refusals } from '../../kernel/commands/refusals';
import type { SkinFile, SkinFileCard } from './skin-file-schema';
import { restoreOwnImages } from './skin-file-images';
import { ipLimitsOn, limitOn, rateLimit } from '../../handlers/declared-limits';

const CREATE_REFUSALS: Refusals<'username-taken' | 'skin-limit' | 'rate-limited'> = {
  'username-taken': ['already-exists', MESSAGES.skinNameTaken],
  'skin-limit': ['resource-exhausted', MESSAGES.skinLimitReached],
  'rate-limited': ['resource-exhausted', MESSAGES.skinRateLimited],
};

/** A container a file gives no title: the studio names every new one, then the title is set as the file has it. */
const UNTITLED = '-';

/** The studio changes that build `file` on a new skin holding only its home page. */
export function changesOf(file: SkinFile, newId: () => string): PlannedChange[] {
  const changes: PlannedChange[] = [];
  const push = (change: CheckedChange, id = '') => changes.push({ change, newId: id });
  for (const page of file.paginas) {
    if (page.slug !== MAIN_PAGE_ID) push({ kind: 'addPage', nome: page.slug });
    push({ kind: 'renamePage', pageId: page.slug, nome: page.nome });
    push({ kind: 'updatePage', pageId: page.slug, conteudo: page.conteudo });
  }
  const main = file.paginas.find((p) => p.principal) ?? file.paginas[0];
  if (main) push({ kind: 'setMainPage', pageId: main.slug });
  if (!file.paginas.some((p) => p.slug === MAIN_PAGE_ID)) push({ kind: 'deletePage', pageId: MAIN_PAGE_ID });
  file.paginas.forEach((page, toIndex) => push({ kind: 'movePage', pageId: page.slug, toIndex }));

  const ids = file.containers.map(() => newId());
  const created = new Set<number>();
  const create = (index: number, pageId: string) => {
    const container = file.containers[index];
    const containerId = ids[index];
    if (!container || containerId === undefined) return;
    created.add(index);
    push({ kind: 'addContainer', pageId, titulo: container.titulo || UNTITLED, tipo: container.tipo }, containerId);
    push({
      kind: 'updateContainer',
      containerId,
      titulo: container.titulo,
      iconUrl: container.icone,
      ...(container.assuntos !== undefined ? { assuntos: container.assuntos } : {}),
      ...(container.perguntas !== undefined ? { perguntas: container.perguntas } : {}),
      ...(container.agenda !== undefined ? { agenda: container.agenda } : {}),
      ...(container.galeria !== undefined ? { galeria: container.galeria } : {}),
      ...scheduleOf(container),
      ...(container.depoimentos !== undefined ? { depoimentos: container.depoimentos } : {}),
    });
    for (const card of container.cards.flatMap((c) => file.cards[c] ?? [])) push(addCard(containerId, card), newId());
  };
  // A container on no page is made on the main page and taken off it, as the studio would leave it;
  // before any other, so the main page holds no form yet that a loose form would clash with.
  const placed = new Set(file.paginas.flatMap((p) => p.containers));
  file.containers.forEach((_, index) => {
    if (placed.has(index) || !main) return;
    create(index, main.slug);
    push({ kind: 'unplaceContainer', containerId: ids[index] ?? '', pageId: main.slug });
  });
  for (const page of file.paginas) {
    for (const index of page.containers) {
      if (created.has(index)) push({ kind: 'placeContainer', containerId: ids[index] ?? '', pageId: page.slug });
      else create(index, page.slug);
    }
  }
  return changes;
}

function addCard(containerId: string, card: SkinFileCard): CheckedChange {
  return { kind: 'addCard', containerId, card };
}

export interface SkinFromFile {
  username: string;
  file: SkinFile;
}

/** New skins of one account (createSkin's too), and skins made from a file, a model or a copy from one IP. */
export const NEW_SKINS = {
  perUser: rateLimit('createSkinPerUser', 'create-skin:{uid}'),
  fromDocumentPerIp: rateLimit('skinFromDocumentPerIp', 'skin-from-file-ip:{ip}'),
};

/** The limits a skin from a file takes: per account and per IP; none for owners, who curate the site. */
function limitsOf(caller: Caller, ip: string | null): RateLimit[] {
  if (caller.admin) return [];
  return [limitOn(NEW_SKINS.perUser, { uid: caller.uid }), ...ipLimitsOn(NEW_SKINS.fromDocumentPerIp, ip, {})];
}

/**
 * Takes both limits in one transaction before any image is read or stored: concurrent calls cannot
 * all pass a check and pay for images a full window then refuses. A call refused after (a name taken
 * meanwhile, a change the studio refuses, an image that is not one) gives its use back, so a refused
 * call leaves the counters as they were.
 */
async function takeLimits(deps: HandlerDeps, limits: readonly RateLimit[], at: number): Promise<void> {
  if (limits.length === 0) return;
  const full = await deps.store.consumeRateLimits(limits, at);
  // The account's own limit comes first; every other is one of the client's (its /64, then its /48).
  if (full !== -1) refuse('resource-exhausted', full === 0 ? MESSAGES.skinRateLimited : MESSAGES.skinImportRateLimited);
}

/** Makes the skin `file` describes under `username` for `caller`, or throws the refusal. */
export async function createSkinFromFile(
  deps: HandlerDeps,
  caller: Caller,
  ip: string | null,
  input: SkinFromFile,
): Promise<SkinDoc> {
  const refusal = validateNewSkinName(input.username, caller.admin);
  if (refusal) refuse('invalid-argument', refusal);
  const username = input.username.trim();
  const at = deps.now();
  const limits = limitsOf(caller, ip);
  await takeLimits(deps, limits, at);
  try {
    return await buildSkin(deps, caller, { username, file: input.file }, at);
  } catch (error) {
    if (limits.length > 0) await deps.store.releaseRateLimits(limits, at);
    throw error;
  }
}

/** The images stored again for the new skin, then the skin built from the file in one transaction. */
async function buildSkin(deps: HandlerDeps, caller: Caller, input: SkinFromFile, at: number): Promise<SkinDoc> {
  const skinId = deps.newId();
  const uploads = await restoreOwnImages(deps, { uid: caller.uid, skinId }, input.file);
  let outcome: CreateSkinFromChangesOutcome;
  try {
    outcome = await deps.store.createSkinFromChanges({
      uid: caller.uid,
      skinId,
      username: input.username,
      theme: uploads.file.skin.tema,
      iconSkin: uploads.file.skin.icone || DEFAULT_AVATAR,
      at,
      changes: [
        ...(uploads.file.skin.nomeExibicao
          ? [{ change: { kind: 'updateSkin', nomeExibicao: uploads.file.skin.nomeExibicao } as const, newId: '' }]
          : []),
        ...changesOf(uploads.file, deps.newId),
      ],
      images: uploads.images,
      ...(caller.admin ? {} : { maxSkins: LIMITS.skinsPerAccount }),
    });
  } catch (error) {
    await uploads.discard();
    throw error;
  }
  if (outcome.status === 'created') return outcome.skin;
  await uploads.discard();
  if (outcome.status === 'ip-rate-limited') refuse('resource-exhausted', MESSAGES.skinImportRateLimited);
  if (outcome.status === 'refused') {
    const [code, message] = EDIT_REFUSALS[outcome.reason];
    refuse(code, `${MESSAGES.skinFileRejected}: ${message}`);
  }
  return refuse(...CREATE_REFUSALS[outcome.status]);
}
