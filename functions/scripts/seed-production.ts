/**
 * `seed --production --owner <e-mail>`: the site's own content of the seed (the skins of the account
 * that holds the `lab` skin, their reservations and the add-on catalogue) for an existing owner
 * account of a real project. No account is created and no claim granted.
 */
import type { Auth, UserRecord } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { paths, SITE_OWNER_SKIN, type SkinDoc, type UsernameDoc } from '@lab/domain/kernel';
import { toFirestore } from '../src/store/firestore-store';
import { errorCode } from './cli';
import type { Seed, SeedDocument } from './seed-data';
import { seedFirestore } from './seed-firestore';

export const PRODUCTION_SEED_MESSAGES = {
  missingOwner:
    'Recusado: com --production, informe --owner <e-mail> da conta dona do site. O conteúdo é gravado para essa conta; ' +
    'nenhuma conta de exemplo é criada.',
  unknownOwner: (email: string) =>
    `Recusado: nenhuma conta encontrada com o e-mail ${email}. Entre no site uma vez com essa conta Google ` +
    `e rode npm run grant-owner -- ${email} antes.`,
  notOwner: (email: string) =>
    `Recusado: a conta ${email} não é dona do site (claim admin). Rode npm run grant-owner -- ${email} antes.`,
  reserved: (names: readonly string[]) =>
    `Recusado: ${names.map((name) => `"${name}"`).join(', ')} já ${names.length === 1 ? 'está reservado' : 'estão reservados'} ` +
    'por outra skin (usernames/). Nada foi gravado.',
  done: (email: string, uid: string, written: number) => `Firestore: ${written} documentos gravados para ${email} (uid ${uid}).`,
} as const;

/** A refusal of the production seed, with its Portuguese message; nothing was written. */
export class ProductionSeedError extends Error {
  override readonly name = 'ProductionSeedError';
}

/**
 * The site's own content of the seed, moved to the real owner's uid: the skins of the seed account
 * that holds the `lab` skin (their pages, containers, cards and refs), their usernames/ reservations,
 * and the add-on catalogue. Nothing of the other seed accounts, no users/ document (the owner's own
 * is written from Google's data at their first sign-in), no contacts, no logs.
 */
export function productionDocuments(seed: Seed, ownerUid: string): Record<string, SeedDocument> {
  const lab = Object.entries(seed.documents).find(
    ([path, data]) => /^users\/[^/]+\/skins\/[^/]+$/.test(path) && (data as Partial<SkinDoc>).username === SITE_OWNER_SKIN,
  );
  if (!lab) throw new Error(`the seed has no skin named ${SITE_OWNER_SKIN}`);
  const seedOwner = (lab[1] as Partial<SkinDoc>).idUser ?? '';
  const skinsOf = `${paths.skins(seedOwner)}/`;
  const out: Record<string, SeedDocument> = {};
  for (const [path, data] of Object.entries(seed.documents)) {
    if (path.startsWith(skinsOf)) {
      const moved = `${paths.skins(ownerUid)}/${path.slice(skinsOf.length)}`;
      out[moved] = 'idUser' in data ? { ...data, idUser: ownerUid } : { ...data };
    } else if (path.startsWith(`${paths.addOns()}/`)) {
      out[path] = { ...data };
    } else if (path.startsWith('usernames/') && (data as Partial<UsernameDoc>).uid === seedOwner) {
      out[path] = { ...data, uid: ownerUid };
    }
  }
  return out;
}

export interface ProductionSeedResult {
  uid: string;
  email: string;
  written: number;
}

/**
 * Seeds the site's content for the existing owner account with this e-mail. The reservations go
 * first, in one transaction that refuses (writing nothing) when any name is already reserved by a
 * different skin; one that already points at the very same skin (a re-run) is left as it is. The
 * content follows in batches, so a run cut short is finished by running it again.
 */
export async function seedProduction(
  auth: Auth,
  firestore: Firestore,
  ownerEmail: string,
  seed: Seed,
): Promise<ProductionSeedResult> {
  let owner: UserRecord;
  try {
    owner = await auth.getUserByEmail(ownerEmail);
  } catch (error) {
    if (errorCode(error) === 'auth/user-not-found')
      throw new ProductionSeedError(PRODUCTION_SEED_MESSAGES.unknownOwner(ownerEmail));
    throw error;
  }
  if (owner.customClaims?.['admin'] !== true) throw new ProductionSeedError(PRODUCTION_SEED_MESSAGES.notOwner(ownerEmail));

  const documents = productionDocuments(seed, owner.uid);
  const reservations = Object.entries(documents).filter(([path]) => path.startsWith('usernames/'));
  const content = Object.fromEntries(Object.entries(documents).filter(([path]) => !path.startsWith('usernames/')));
  await firestore.runTransaction(async (tx) => {
    const existing = await Promise.all(reservations.map(([path]) => tx.get(firestore.doc(path))));
    const taken = reservations.filter(([, wanted], i) => {
      const held = existing[i];
      if (!held?.exists) return false;
      const data = held.data() as Partial<UsernameDoc> | undefined;
      return data?.uid !== wanted.uid || data?.skinId !== wanted.skinId;
    });
    if (taken.length > 0)
      throw new ProductionSeedError(PRODUCTION_SEED_MESSAGES.reserved(taken.map(([path]) => path.slice('usernames/'.length))));
    reservations.forEach(([path, data], i) => {
      if (!existing[i]?.exists) tx.set(firestore.doc(path), toFirestore(data));
    });
  });
  const written = await seedFirestore(firestore, content);
  return { uid: owner.uid, email: owner.email ?? ownerEmail, written: written + reservations.length };
}
