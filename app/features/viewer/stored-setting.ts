/**
 * A reader's setting kept in local storage for every viewer in this browser (the scale bar's, the resampling):
 * read once, then kept in memory; written on change; re-read when another tab changes it. A storage that throws
 * keeps the setting for this page only. The `read` function decides what a missing or corrupt entry means.
 */
type SettingStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export function createStoredSetting<T>(options: {
  key: string;
  read(storage: SettingStorage | null): T;
  serialize(value: T): string;
}) {
  const { key } = options;
  const browserStorage = () => (typeof window === 'undefined' ? null : window.localStorage);
  const listeners = new Set<() => void>();
  let current: T | null = null;

  const get = (): T => (current ??= options.read(browserStorage()));

  function set(value: T): void {
    current = value;
    try {
      browserStorage()?.setItem(key, options.serialize(value));
    } catch {
      // Kept for this page only.
    }
    listeners.forEach((listener) => listener());
  }

  function subscribe(listener: () => void): () => void {
    listeners.add(listener);
    // Another tab changed it.
    const onStorage = (event: StorageEvent) => {
      if (event.key !== key) return;
      current = null;
      listener();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  }

  return { get, set, subscribe };
}
