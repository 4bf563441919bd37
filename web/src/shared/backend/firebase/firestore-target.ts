/** Where this build's Firestore answers REST calls: the project's, or the emulator's. */
import { config } from '../../config/env';
import { EMULATORS } from './firebase-app';
import type { FirestoreTarget } from './firestore-rest';

export function firestoreTarget(): FirestoreTarget {
  return {
    projectId: config.firebase.projectId,
    apiKey: config.firebase.apiKey,
    emulator: config.useEmulators ? `http://${EMULATORS.host}:${EMULATORS.firestorePort}` : null,
  };
}
