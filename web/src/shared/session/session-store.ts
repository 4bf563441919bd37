/**
 * The browser's session state, in one zustand store: the product's local storage keys, each stored under
 * its own key so the stored shape is the one older pages wrote, and the backend's auth state. None of
 * the keys authorises anything: they only restore the view until the backend's auth state arrives.
 * Owners are recognised from `authUser.admin` (the ID token's custom claim), never from storage.
 */
import { create } from 'zustand';
import type { SkinDoc } from '@lab/domain/kernel';
import type { AuthUser } from '../backend/port';

/** Local storage keys: they restore the view, never authorise anything. */
const STORAGE_KEYS = [
  'idGoogleCap',
  'user',
  'primeiroNomeCap',
  'navegacaoHash',
  'skinLocal',
  'skinLocalId',
  'userLocalId',
  'skinLogado',
  'skinLogadoUser',
  'selectedTheme',
  'ip',
  'country_name',
  'region',
  'city',
  'org',
] as const;
type StorageKey = (typeof STORAGE_KEYS)[number];

export type StoredKeys = Record<StorageKey, string | null>;

export interface SessionState {
  /** The local storage keys, as last read or written. */
  stored: StoredKeys;
  /** Auth state from the backend; `authReady` false until the first report. */
  authUser: AuthUser | null;
  authReady: boolean;

  setStored: (values: Partial<StoredKeys>) => void;
  /**
   * Chooses `skin` for this session (skinLogado 'true'): the keys the skin shell and the menu
   * restore the view from. With `user` (at sign-in) the person's own keys go in the same write, and
   * a null `skin` then records them with the choice still open, for the skins manager at `/`.
   */
  selectSkin: (skin: SkinDoc | null, user?: AuthUser) => void;
  setAuth: (user: AuthUser | null) => void;
  /** Logout's storage half: clears all local storage and the mirrored state. */
  clear: () => void;
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readStoredKeys(): StoredKeys {
  const ls = storage();
  return Object.fromEntries(STORAGE_KEYS.map((key) => [key, ls?.getItem(key) ?? null])) as StoredKeys;
}

function userKeys(user: AuthUser): Partial<StoredKeys> {
  return { idGoogleCap: user.uid, user: user.name, primeiroNomeCap: user.givenName, userLocalId: user.uid };
}

function skinKeys(skin: SkinDoc | null): Partial<StoredKeys> {
  return {
    skinLocal: skin?.username ?? null,
    skinLocalId: skin?.id_skins ?? null,
    skinLogado: skin ? 'true' : null,
    skinLogadoUser: skin?.username ?? null,
    selectedTheme: skin?.theme || null,
  };
}

function emptyKeys(): StoredKeys {
  return Object.fromEntries(STORAGE_KEYS.map((key) => [key, null])) as StoredKeys;
}

export const useSession = create<SessionState>()((set, get) => ({
  stored: readStoredKeys(),
  authUser: null,
  authReady: false,

  setStored(values) {
    const ls = storage();
    for (const [key, value] of Object.entries(values) as Array<[StorageKey, string | null]>) {
      if (value === null) ls?.removeItem(key);
      else ls?.setItem(key, value);
    }
    set((state) => ({ stored: { ...state.stored, ...values } }));
  },
  selectSkin(skin, user) {
    get().setStored({ ...(user ? userKeys(user) : {}), ...skinKeys(skin) });
  },
  setAuth(user) {
    set({ authUser: user, authReady: true });
  },
  clear() {
    storage()?.clear();
    set({ stored: emptyKeys(), authUser: null });
  },
}));

/** True when storage says a sign-in happened, so the auth SDK is worth loading eagerly. */
export function hasStoredSession(stored: StoredKeys): boolean {
  return stored.userLocalId !== null || stored.idGoogleCap !== null;
}
