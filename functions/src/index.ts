/**
 * The deployed Cloud Functions: the seven callables wired to Firestore and a geo-IP lookup.
 * firebase-admin is initialised on the first call, not at load, so deploy analysis stays cheap.
 */
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { createCallables } from './callables';
import { createIpapiGeoLookup, emulatorGeoLookup } from './callables/geo';
import { createFirestoreStore } from './store/firestore-store';
import { lazyStore } from './store/lazy-store';

const inEmulator = process.env.FUNCTIONS_EMULATOR === 'true';

const callables = createCallables({
  store: lazyStore(() => createFirestoreStore(getFirestore(getApps()[0] ?? initializeApp()), logger)),
  geo: inEmulator ? emulatorGeoLookup : createIpapiGeoLookup(),
  now: () => Date.now(),
  random: () => Math.random(),
  newId: () => globalThis.crypto.randomUUID(),
  logger,
});

export const bootstrapSession = callables.bootstrapSession;
export const createSkin = callables.createSkin;
export const sendContactMessage = callables.sendContactMessage;
export const sendChatMessage = callables.sendChatMessage;
export const deleteConversation = callables.deleteConversation;
export const logAccess = callables.logAccess;
export const logNavigation = callables.logNavigation;
