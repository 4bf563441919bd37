const httpsCallableSdk = jest.fn();
const httpsCallableOptions = jest.fn();
jest.mock('firebase/functions', () => ({
  getFunctions: () => ({}),
  connectFunctionsEmulator: jest.fn(),
  httpsCallable: (_functions: unknown, name: string, options: unknown) => async (payload: unknown) => {
    httpsCallableSdk(name, payload);
    httpsCallableOptions(name, options);
    return { data: { idContato: 'lab_ana', idConversa: 'principal' } };
  },
}));

import type { FirebaseApp } from 'firebase/app';
import type { AppCheckGate } from './firebase-app-check';
import { createFirebaseCallables } from './firebase-callables';

const HASH = '6f1c2a9e-3b4d-4e5f-8a7b-9c0d1e2f3a4b';

function appCheck(): AppCheckGate & { started: jest.Mock; asked: jest.Mock } {
  const started = jest.fn();
  const asked = jest.fn();
  return {
    started,
    asked,
    start: async () => void started(),
    headers: async (options) => {
      asked(options);
      return { 'X-Firebase-AppCheck': 'app-check-token' };
    },
  };
}

describe('a command made before the Auth SDK is loaded', () => {
  const realFetch = globalThis.fetch;
  let requests: Array<{ url: string; headers: Record<string, string> }>;
  beforeEach(() => {
    requests = [];
    globalThis.fetch = (async (url: string, init: RequestInit) => {
      requests.push({ url, headers: init.headers as Record<string, string> });
      return { ok: true, status: 200, json: async () => ({ result: { recorded: true } }) } as Response;
    }) as unknown as typeof fetch;
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('goes over the callable protocol, without loading the Functions SDK or App Check', async () => {
    const loadApp = jest.fn(() => Promise.reject(new Error('the app SDK is not needed')));
    const gate = appCheck();
    const call = createFirebaseCallables(loadApp, () => false, gate);

    await expect(call('logAccess', { navegacaoHash: HASH })).resolves.toEqual({ recorded: true });
    expect(requests.map((r) => r.url)).toEqual(['https://southamerica-east1-demo-lab-portfolio.cloudfunctions.net/logAccess']);
    expect(requests[0]?.headers).not.toHaveProperty('X-Firebase-AppCheck');
    expect(loadApp).not.toHaveBeenCalled();
    expect(gate.asked).not.toHaveBeenCalled();
  });

  it('carries the App Check token of an anonymous contact message in X-Firebase-AppCheck', async () => {
    const call = createFirebaseCallables(
      () => Promise.reject(new Error('not needed')),
      () => false,
      appCheck(),
    );
    await call('sendContactMessage', { assunto: 'SISTEMA', mensagem: 'Oi', email: 'ana@example.com' });
    expect(requests[0]?.url).toBe('https://southamerica-east1-demo-lab-portfolio.cloudfunctions.net/sendContactMessage');
    expect(requests[0]?.headers).toEqual({ 'X-Firebase-AppCheck': 'app-check-token', 'Content-Type': 'application/json' });
  });

  it('asks for a single-use token for a contact message, which the function consumes', async () => {
    const gate = appCheck();
    const call = createFirebaseCallables(
      () => Promise.reject(new Error('not needed')),
      () => false,
      gate,
    );
    await call('sendContactMessage', { assunto: 'SISTEMA', mensagem: 'Oi', email: 'ana@example.com' });
    expect(gate.asked).toHaveBeenCalledWith({ limitedUse: true });
  });
});

describe('a command made by a signed-in person', () => {
  it('starts App Check before a contact message, so httpsCallable attaches its token', async () => {
    const gate = appCheck();
    const call = createFirebaseCallables(
      async () => ({ name: '[DEFAULT]' }) as FirebaseApp,
      () => true,
      gate,
    );
    await call('sendContactMessage', { assunto: 'SISTEMA', mensagem: 'Oi', skin: 'ana' });
    expect(gate.started).toHaveBeenCalledTimes(1);
    expect(gate.started.mock.invocationCallOrder[0]).toBeLessThan(httpsCallableSdk.mock.invocationCallOrder[0] ?? 0);
    expect(httpsCallableSdk).toHaveBeenCalledWith('sendContactMessage', expect.objectContaining({ skin: 'ana' }));
  });

  it('App Check beyond the contact form: starts App Check for every signed-in command, single-use tokens for the writes that consume theirs', async () => {
    const gate = appCheck();
    const call = createFirebaseCallables(
      async () => ({ name: '[DEFAULT]' }) as FirebaseApp,
      () => true,
      gate,
    );
    await call('bootstrapSession', {});
    expect(gate.started).toHaveBeenCalledTimes(1);
    expect(httpsCallableOptions).toHaveBeenLastCalledWith('bootstrapSession', { limitedUseAppCheckTokens: false });
    await call('editSkin', { skin: 'ana', change: { kind: 'addPage', nome: 'nova' } });
    expect(httpsCallableOptions).toHaveBeenLastCalledWith('editSkin', { limitedUseAppCheckTokens: true });
  });
});
