/**
 * A command whose answer never arrived, as each Firebase path really reports it: the plain callable
 * protocol (anonymous visitors) over fetch, and the Functions SDK (signed-in people) against a port
 * nothing listens on. The message may have been stored before its answer was lost, so the send
 * must try again with its idEnvio rather than tell the person the server refused it.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { initializeApp } from 'firebase/app';
import { connectFunctionsEmulator, getFunctions, httpsCallable } from 'firebase/functions';
import { isTransientFailure } from '../../hooks/use-reliable-send';
import { refusalOf } from '../refusal-message';
import { postCallable } from './callable-protocol';

/** A port nothing listens on: taken from the system, then let go. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise<void>((done) => probe.close(() => done()));
  return port;
}

async function failureOf(call: () => Promise<unknown>): Promise<unknown> {
  try {
    await call();
  } catch (error) {
    return error;
  }
  throw new Error('the call did not fail');
}

describe('a command that got no answer', () => {
  it('Dropped answer over the plain protocol: is a failure the send tries again', async () => {
    const url = `http://127.0.0.1:${await closedPort()}/demo-lab-portfolio/southamerica-east1/sendContactMessage`;
    const error = await failureOf(() => postCallable(url, { mensagem: 'Olá' }, fetch));
    expect(isTransientFailure(error)).toBe(true);
  });

  it('Dropped answer through the Functions SDK: is a failure the send tries again', async () => {
    const app = initializeApp({ projectId: 'demo-lab-portfolio', apiKey: 'demo-api-key' }, 'lost-answers');
    const functions = getFunctions(app, 'southamerica-east1');
    connectFunctionsEmulator(functions, '127.0.0.1', await closedPort());
    const error = await failureOf(() => httpsCallable(functions, 'sendChatMessage')({ mensagem: 'Olá' }));
    // What firebase-callables.ts rejects with for it.
    expect(isTransientFailure(refusalOf(error))).toBe(true);
  });
});
