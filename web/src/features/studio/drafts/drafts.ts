/**
 * What the person typed in a studio form and has not saved yet, kept in this browser's localStorage
 * per skin and field ("card:<id>", "new-card:<container>", "icon", "profile"), so that going back,
 * a reload or a closed tab never throws it away. A saved (or discarded) draft is removed; whatever
 * is left is the skin's unsaved work, which the studio asks about before leaving.
 */
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';

const PREFIX = 'studio-draft:v1:';
/** Fired on window whenever a draft is written or removed, so every reader of the drafts follows. */
const CHANGED = 'studio-drafts-changed';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage refused (private mode, policy): the forms still work, only without drafts.
    return null;
  }
}

const keyOf = (skin: string, field: string) => `${PREFIX}${skin}:${field}`;

export function readDraft<T>(skin: string, field: string): T | null {
  const raw = storage()?.getItem(keyOf(skin, field));
  if (raw == null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function writeDraft(skin: string, field: string, value: unknown): void {
  try {
    storage()?.setItem(keyOf(skin, field), JSON.stringify(value));
  } catch {
    // A full storage keeps the form's own state: the person still has what she typed on screen.
  }
  window.dispatchEvent(new Event(CHANGED));
}

export function removeDraft(skin: string, field: string): void {
  storage()?.removeItem(keyOf(skin, field));
  window.dispatchEvent(new Event(CHANGED));
}

/** The fields of the skin with a draft not saved yet. */
export function draftFields(skin: string): string[] {
  const store = storage();
  if (!store) return [];
  const prefix = keyOf(skin, '');
  const fields: string[] = [];
  for (let i = 0; i < store.length; i += 1) {
    const key = store.key(i);
    if (key?.startsWith(prefix)) fields.push(key.slice(prefix.length));
  }
  return fields.sort();
}

export const hasDrafts = (skin: string) => draftFields(skin).length > 0;

function subscribe(onChange: () => void): () => void {
  window.addEventListener(CHANGED, onChange);
  // Another tab of the same studio writes drafts too.
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

/** The skin's unsaved fields, kept current as drafts come and go (joined, so the snapshot is stable). */
export function useDraftFields(skin: string): string[] {
  const joined = useSyncExternalStore(
    subscribe,
    () => draftFields(skin).join('\n'),
    () => '',
  );
  return joined === '' ? [] : joined.split('\n');
}

export interface Draft<T> {
  value: T;
  /** A new value, or a change of the latest one (an upload landing after more typing keeps it). */
  set: (value: T | ((latest: T) => T)) => void;
  /** The form opened with a draft left from before (another visit, a reload). */
  restored: boolean;
  /** Forgets the draft and shows what is stored again. */
  discard: () => void;
  /** The draft was saved: forget it, keeping what is on screen. */
  saved: () => void;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * A form's value backed by a draft: it starts from the draft when there is one that differs from
 * what is stored, and every change is written to the draft (or removes it when it matches the store).
 */
export function useDraft<T>(skin: string, field: string, stored: T): Draft<T> {
  const [start] = useState(() => {
    const draft = readDraft<T>(skin, field);
    return draft !== null && !same(draft, stored) ? draft : null;
  });
  const [value, setValue] = useState<T>(start ?? stored);
  // Every change goes through set or discard, which keep it current.
  const latest = useRef(value);
  const [restored, setRestored] = useState(start !== null);

  // A draft that only repeats what is stored (saved elsewhere, or typed back) is no unsaved work.
  useEffect(() => {
    if (start === null && readDraft(skin, field) !== null) removeDraft(skin, field);
  }, [skin, field, start]);

  const set = useCallback(
    (change: T | ((latest: T) => T)) => {
      const next = typeof change === 'function' ? (change as (latest: T) => T)(latest.current) : change;
      latest.current = next;
      setValue(next);
      if (same(next, stored)) removeDraft(skin, field);
      else writeDraft(skin, field, next);
    },
    [skin, field, stored],
  );
  const discard = useCallback(() => {
    removeDraft(skin, field);
    latest.current = stored;
    setValue(stored);
    setRestored(false);
  }, [skin, field, stored]);
  const saved = useCallback(() => {
    removeDraft(skin, field);
    setRestored(false);
  }, [skin, field]);

  return { value, set, restored, discard, saved };
}
