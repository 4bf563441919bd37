import { useEffect, useLayoutEffect, useRef } from 'react';
import { useRevalidator } from 'react-router-dom';
import { retryWithBackoff, type RetryOptions } from '../../../shared/backend/retry-backoff';
import './errors.css';

/** What a visitor reads while the store cannot be reached; the page comes back by itself. */
export const STORE_UNAVAILABLE_TEXT = 'Não foi possível carregar esta página agora.';
export const STORE_RETRYING_TEXT = 'Tentando de novo…';

/**
 * A route whose data could not be read because the store is unreachable (store-unavailable.ts): it
 * says so, never "ERROR 404", and runs the route's loaders again (`retry`; by default the router's
 * revalidation) with backoff, and at once when the browser comes back online, until they succeed and
 * the route shows its page instead.
 */
export function StoreUnavailablePage({ retry, retryOptions }: { retry?: () => Promise<void>; retryOptions?: RetryOptions }) {
  const revalidator = useRevalidator();
  const again = useRef(retry ?? revalidator.revalidate);
  useLayoutEffect(() => {
    again.current = retry ?? revalidator.revalidate;
  });
  useEffect(
    () =>
      retryWithBackoff(async () => {
        await again.current();
        // Still mounted after a revalidation means it failed again; a success unmounts this screen.
        return false;
      }, retryOptions),
    [retryOptions],
  );
  return (
    <main className="store-unavailable">
      <div className="store-unavailable__inner" role="status">
        <p className="store-unavailable__text">{STORE_UNAVAILABLE_TEXT}</p>
        <p className="store-unavailable__retrying">{STORE_RETRYING_TEXT}</p>
      </div>
    </main>
  );
}
