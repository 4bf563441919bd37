/**
 * A skin page while Firestore cannot be reached: the visitor reads that the page is being tried
 * again, never "ERROR 404", and the page appears by itself once the store answers. The reads fail
 * with what the Firebase build's REST read throws then (its own tests make these from real fetch
 * failures and Firestore's answers: shared/backend/firebase/read-failures.test.ts); the retries run
 * on Jest's fake clock.
 */
import { act, screen } from '@testing-library/react';
import { StoreReadError } from '../shared/backend/store-unavailable';
import { createTestBackend, resetSession } from '../shared/testing/test-backend';
import { renderApp } from './testing/render-app';

/** No answer at all: fetch rejected with the browser's TypeError. */
const refused = (path: string) =>
  new StoreReadError(`Firestore read of ${path} failed: TypeError: Failed to fetch`, 'unavailable', undefined, {
    cause: new TypeError('Failed to fetch'),
  });
/** Firestore answered 503 UNAVAILABLE. */
const unavailable = (path: string) =>
  new StoreReadError(`Firestore read of ${path} answered 503: The service is currently unavailable.`, 'unavailable', 503);

/** The seed's demo backend whose published reads fail like the REST read does while `down`. */
function outage(failure: (path: string) => Error) {
  const backend = createTestBackend();
  const read = backend.getPublished.bind(backend);
  const store = { down: true, reads: 0 };
  jest.spyOn(backend, 'getPublished').mockImplementation(async (path) => {
    store.reads += 1;
    if (store.down) throw failure(path);
    return read(path);
  });
  return { backend, store };
}

beforeEach(() => {
  resetSession();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

async function elapse(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

describe('a skin page while the store cannot be reached', () => {
  it.each([
    ['the request gets no answer (fetch rejects)', refused],
    ['Firestore answers 503 UNAVAILABLE', unavailable],
  ])('when %s: says it is trying again, never ERROR 404, and shows the page once the store is back', async (_, failing) => {
    const { backend, store } = outage(failing);
    renderApp('/lab/home', backend);
    expect(await screen.findByText('Não foi possível carregar esta página agora.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Tentando de novo…');
    await elapse(5_000);
    expect(screen.queryByText('ERROR 404')).toBeNull();
    // Tried again after 1 s and 2 s (then waits 4 s): the store was read again, and still failed.
    const afterRetries = store.reads;
    expect(afterRetries).toBeGreaterThan(1);

    store.down = false;
    await elapse(4_000);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Não foi possível carregar esta página agora.')).toBeNull();
    expect(screen.queryByText('ERROR 404')).toBeNull();
  });

  it('tries again at once when the browser comes back online, without waiting for the next retry', async () => {
    const { backend, store } = outage(refused);
    renderApp('/lab/home', backend);
    await screen.findByText('Não foi possível carregar esta página agora.');
    await elapse(1_000 + 2_000 + 4_000 + 8_000);
    store.down = false;
    await act(async () => {
      window.dispatchEvent(new Event('online'));
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Home' })).toBeInTheDocument();
  });

  it('still answers a skin nobody has with its not-found alert, not with the outage message', async () => {
    renderApp('/ninguem/home');
    expect(await screen.findByRole('alert')).toHaveTextContent('Nenhuma skin ou usuário correspondente foi encontrado.');
    expect(screen.queryByText('Não foi possível carregar esta página agora.')).toBeNull();
  });
});
