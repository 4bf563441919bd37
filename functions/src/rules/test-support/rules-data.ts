/**
 * The data the rules suites on the Firestore emulator stand on, and the roles they read it as: the
 * seed with its published snapshots, plus one rateLimits counter, one geoCache entry, one mail (an
 * owner's reply to the participant's contact) and one estatisticas shard. The roles, from the seed:
 * - participant: user-visitante, one side of contact lab_visitante, owner of skin "visitante";
 * - stranger: user-sol, signed in, in no contact;
 * - owner: owner-socio with the `admin: true` claim, and no side of any contact, so what it reads it
 *   reads as an owner.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, doc, writeBatch, type DocumentData, type Firestore } from 'firebase/firestore';
import { datesToStore, paths } from '@lab/domain';
import { withPublishedSnapshots, type DocData } from '@lab/domain/store';
import { readSeed } from '../../../scripts/seed-data';

export const PARTICIPANT = 'user-visitante';
export const STRANGER = 'user-sol';
export const OWNER = 'owner-socio';

export type Role = 'anonymous' | 'participant' | 'stranger' | 'owner';
export const ROLES: readonly Role[] = ['anonymous', 'participant', 'stranger', 'owner'];
export const UID: Record<Role, string | null> = { anonymous: null, participant: PARTICIPANT, stranger: STRANGER, owner: OWNER };

export const LAB = { uid: 'owner-dona', skinId: 'skin-lab' };
export const CONTACT = 'lab_visitante';
export const CONVERSATION = 'principal';
/** An owner's reply e-mailed to the visitor of the participant's contact, and a shard of one day's counters. */
export const MAIL = 'mail-resposta-01';
export const DAY = '2025-05-12';

/** Every document of the test data, in the domain's shape (dates as epoch ms). */
export function rulesTestDocuments(): Record<string, DocData> {
  const documents: Record<string, DocData> = { ...withPublishedSnapshots(readSeed().documents) };
  const at = Date.UTC(2025, 4, 12, 12);
  documents[paths.rateLimit(`uid:${PARTICIPANT}`)] = { hits: [at], expiresAt: at + 3_600_000 };
  documents[paths.geoCache('203.0.113.7')] = {
    country_name: 'Brasil',
    region: 'RS',
    city: 'Porto Alegre',
    org: 'ISP',
    expiresAt: at + 86_400_000,
  };
  documents[paths.mail(MAIL)] = {
    to: ['visitante.teste@example.com'],
    replyTo: 'dona.lab@example.com',
    message: { subject: 'Resposta do Lab: Orçamento', text: 'Olá!', html: '<p>Olá!</p>' },
    delivery: { state: 'SUCCESS', attempts: 1, error: null },
    tipo: 'resposta',
    data: at,
    idContato: CONTACT,
    idConversa: CONVERSATION,
    idChat: 'principal-04',
  };
  documents[paths.estatistica(DAY, 0)] = {
    dia: DAY,
    visitas: 3,
    contatos: 1,
    paises: { BR: 2, PT: 1 },
    paginas: { '/lab/home': 3 },
  };
  return documents;
}

/** The seed's epoch-ms dates become (the web SDK's) Timestamps, at any depth, as the seed script writes them. */
export function toStored(data: DocumentData): DocumentData {
  return datesToStore(data, { fromMillis: (ms) => Timestamp.fromMillis(ms) });
}

/** Writes `stored` with the rules disabled, in batches under Firestore's 500 writes. */
export async function writeStored(testEnv: RulesTestEnvironment, stored: Record<string, DocumentData>): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    const entries = Object.entries(stored);
    for (let start = 0; start < entries.length; start += 400) {
      const batch = writeBatch(db);
      for (const [path, data] of entries.slice(start, start + 400)) batch.set(doc(db, path), data);
      await batch.commit();
    }
  });
}

/** The web SDK's Firestore of each role, the owner with the `admin` claim. */
export function roleDatabases(testEnv: RulesTestEnvironment): Map<Role, Firestore> {
  const firestoreOf = (context: { firestore(): unknown }) => context.firestore() as Firestore;
  return new Map<Role, Firestore>([
    ['anonymous', firestoreOf(testEnv.unauthenticatedContext())],
    ['participant', firestoreOf(testEnv.authenticatedContext(PARTICIPANT))],
    ['stranger', firestoreOf(testEnv.authenticatedContext(STRANGER))],
    ['owner', firestoreOf(testEnv.authenticatedContext(OWNER, { admin: true }))],
  ]);
}
