/** The build-time configuration, read in one place. */
export const config = {
  backend: __APP_BACKEND__,
  useEmulators: __USE_EMULATORS__,
  firebase: __FIREBASE_CONFIG__,
} as const;
