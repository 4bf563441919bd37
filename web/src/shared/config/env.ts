/**
 * The build-time Firebase configuration, read in one place. The backend choice is not here: it is
 * compared as the bare __APP_BACKEND__ constant in shared/backend/index.ts, the only form that lets
 * the bundler drop the unused adapter; for the same reason the emulator-only sign-in is guarded by
 * the bare __USE_EMULATORS__ (shared/backend/firebase).
 */
export const config = {
  useEmulators: __USE_EMULATORS__,
  firebase: __FIREBASE_CONFIG__,
  appCheck: __APP_CHECK_CONFIG__,
  /** Who answers for the personal data: the privacy notice names them. */
  controller: __DATA_CONTROLLER__,
} as const;
