/**
 * What the owner scripts (seed-emulators, grant-owner) share: the emulators' project, where their
 * lines go, firebase-admin error codes, an app of their own, and running as a command.
 */
import { deleteApp, initializeApp, type App, type AppOptions } from 'firebase-admin/app';

/** The project the emulators run (`--project` in scripts/start.mjs and scripts/test.mjs). */
export const DEFAULT_PROJECT_ID = 'demo-lab-portfolio';

/** Where a command's lines go: the console, or a recorder in the tests. */
export interface Output {
  log(line: string): void;
  error(line: string): void;
}

/** The `code` firebase-admin puts on its errors ("auth/user-not-found", ...), if there is one. */
export function errorCode(error: unknown): string | undefined {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Runs `fn` on a firebase-admin app of its own and deletes the app afterwards. The name is unique
 * so that tests calling `main` one after another (or beside their own app) never collide.
 */
export async function withAdminApp<R>(label: string, options: AppOptions, fn: (app: App) => Promise<R>): Promise<R> {
  const app = initializeApp(options, `${label}-${Date.now()}-${Math.random().toString(36).slice(2)}`);
  try {
    return await fn(app);
  } finally {
    await deleteApp(app);
  }
}

/** Runs `main` with the command-line arguments when `entry` is the file node was started with. */
export function runAsCommand(entry: NodeModule, main: (argv: readonly string[]) => Promise<number>): void {
  if (require.main !== entry) return;
  void main(process.argv.slice(2)).then((code) => {
    process.exitCode = code;
  });
}
