/** The key the API token is kept under in local storage (spec §4). */
export const TOKEN_KEY = 'token';

type TokenListener = (token: string | null) => void;
const listeners = new Set<TokenListener>();

function storage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    // Storage can be unavailable (disabled cookies, some private modes): behave as empty.
    return undefined;
  }
}

function notify(token: string | null): void {
  for (const listener of listeners) {
    listener(token);
  }
}

/** The stored API token, observable so the session follows removals made anywhere. */
export const tokenStorage = {
  get(): string | null {
    return storage()?.getItem(TOKEN_KEY) ?? null;
  },

  set(token: string): void {
    storage()?.setItem(TOKEN_KEY, token);
    notify(token);
  },

  remove(): void {
    storage()?.removeItem(TOKEN_KEY);
    notify(null);
  },

  /** Calls the listener when the token changes in this tab or in another tab. */
  subscribe(listener: TokenListener): () => void {
    listeners.add(listener);
    const onStorage = (event: StorageEvent) => {
      if (event.key === TOKEN_KEY || event.key === null) {
        listener(event.key === null ? null : event.newValue);
      }
    };
    window.addEventListener('storage', onStorage);
    return () => {
      listeners.delete(listener);
      window.removeEventListener('storage', onStorage);
    };
  },
};

/** Clears everything this site keeps in local storage, the token included (spec §2 Log Out). */
export function clearLocalStorage(): void {
  storage()?.clear();
  notify(null);
}

/** The value of a cookie readable by scripts, or undefined. */
export function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  for (const part of document.cookie.split(';')) {
    const cookie = part.trim();
    if (cookie.startsWith(prefix)) {
      return decodeURIComponent(cookie.slice(prefix.length));
    }
  }
  return undefined;
}
