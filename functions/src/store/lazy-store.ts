import type { Store } from '@lab/domain/store';

/**
 * A Store that opens the real one on first use. The Functions runtime loads index.ts to discover the
 * callables, and deploy analysis must not initialise firebase-admin or open Firestore.
 */
export function lazyStore(open: () => Store): Store {
  let store: Store | null = null;
  const target = (): Store => (store ??= open());
  return new Proxy({} as Store, {
    get(_empty, property) {
      const real = target();
      const value: unknown = Reflect.get(real, property);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(real) : value;
    },
  });
}
