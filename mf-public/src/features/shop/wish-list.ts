// The visitor's wish list: ids of the products they saved with the heart, kept in
// this browser (localStorage) and shared by every card, the count and other tabs.

import { useCallback, useSyncExternalStore } from 'react';

const STORAGE_KEY = 'northstar:wish-list';
const NONE: readonly string[] = [];
const listeners = new Set<() => void>();

let storedText: string | null = null;
let stored: readonly string[] = NONE;

const parse = (text: string | null): readonly string[] => {
  try {
    const value: unknown = JSON.parse(text ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : NONE;
  } catch {
    return NONE;
  }
};

/** The saved ids; the same array until the stored text changes (useSyncExternalStore needs that). */
const readWishList = (): readonly string[] => {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage blocked (private mode, policy): the list lives in this page only.
    return stored;
  }
  if (text !== storedText) {
    storedText = text;
    stored = parse(text);
  }
  return stored;
};

const writeWishList = (ids: readonly string[]) => {
  stored = ids;
  storedText = JSON.stringify(ids);
  try {
    localStorage.setItem(STORAGE_KEY, storedText);
  } catch {
    // Full or blocked storage: keep the list for this page.
  }
  listeners.forEach((listener) => listener());
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

export const useWishList = () => {
  // The server and the first (hydrating) render know no wish list; the browser's follows.
  const ids = useSyncExternalStore(subscribe, readWishList, () => NONE);
  const toggle = useCallback((id: string) => {
    const current = readWishList();
    writeWishList(current.includes(id) ? current.filter((saved) => saved !== id) : [...current, id]);
  }, []);
  return { ids, has: (id: string) => ids.includes(id), toggle };
};
