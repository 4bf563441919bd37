/**
 * A refusal reaches the screen with the server's own words on both of the adapter's paths: the real
 * Functions SDK (signed in), whose error message ends in the HTTP status (" [409]"), and the plain
 * callable protocol (before Auth has loaded). The server's answer is the callable protocol's error
 * body, as the deployed callables send it (functions/src/callables/sdk-refusals.functions-emulator.test.ts
 * sees the same SDK errors come from the Functions emulator).
 */
import { DomainError, MESSAGES, REFUSAL_DETAILS } from '@lab/domain/kernel';
import { initializeApp } from 'firebase/app';
import type { AppCheckGate } from './firebase-app-check';
import { createFirebaseCallables } from './firebase-callables';

const app = initializeApp({ apiKey: 'k', projectId: 'demo-lab-portfolio', appId: 'a' }, 'refusals');
const noAppCheck: AppCheckGate = { start: async () => undefined, headers: async () => ({}) };

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Every callable answers `status` with the protocol's error body, as the boundary writes a refusal. */
function serverRefuses(status: number, code: string, message: string): void {
  globalThis.fetch = async () =>
    new Response(JSON.stringify({ error: { status: code, message, details: REFUSAL_DETAILS } }), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
}

async function refusalOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error instanceof DomainError ? { code: error.code, message: error.message } : error;
  }
  throw new Error('the command was expected to be refused');
}

describe.each([
  ['signed in (the Functions SDK)', true],
  ['before Auth has loaded (the plain callable protocol)', false],
])('a refusal of a command made %s', (_path, authLoaded) => {
  const call = createFirebaseCallables(
    async () => app,
    () => authLoaded,
    noAppCheck,
  );

  it("carries the server's Portuguese message", async () => {
    serverRefuses(409, 'ALREADY_EXISTS', MESSAGES.skinNameTaken);
    await expect(refusalOf(call('createSkin', { username: 'lab', theme: 'CYBERPINK' }))).resolves.toEqual({
      code: 'already-exists',
      message: MESSAGES.skinNameTaken,
    });
  });

  it('carries a rate limit in its own words', async () => {
    serverRefuses(429, 'RESOURCE_EXHAUSTED', MESSAGES.skinRateLimited);
    await expect(refusalOf(call('createSkin', { username: 'nova', theme: 'CYBERPINK' }))).resolves.toEqual({
      code: 'resource-exhausted',
      message: MESSAGES.skinRateLimited,
    });
  });
});
