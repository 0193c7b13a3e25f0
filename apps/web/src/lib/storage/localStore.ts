/**
 * localStorage access that never throws: private browsing modes and disabled storage make the
 * Storage API raise, and a missing preference must never break start-up.
 */
export const localStore = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch {
      // Storage full or disabled: the preference simply does not persist.
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Same as above.
    }
  },
  getJson<T>(key: string): T | null {
    const raw = localStore.get(key);
    if (raw === null) return null;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return null;
    }
  },
  setJson(key: string, value: unknown): void {
    localStore.set(key, JSON.stringify(value));
  },
};
