import { describe, expect, it, vi } from 'vitest';
import { clearLocalStorage, readCookie, TOKEN_KEY, tokenStorage } from './storage';

describe('tokenStorage', () => {
  it("keeps the token in local storage under 'token'", () => {
    tokenStorage.set('abc');
    expect(TOKEN_KEY).toBe('token');
    expect(window.localStorage.getItem('token')).toBe('abc');
    expect(tokenStorage.get()).toBe('abc');
    tokenStorage.remove();
    expect(tokenStorage.get()).toBeNull();
  });

  it('tells subscribers about changes, until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = tokenStorage.subscribe(listener);
    tokenStorage.set('one');
    tokenStorage.remove();
    unsubscribe();
    tokenStorage.set('two');
    expect(listener.mock.calls).toEqual([['one'], [null]]);
  });

  it('follows a logout in another tab', () => {
    const listener = vi.fn();
    const unsubscribe = tokenStorage.subscribe(listener);
    window.dispatchEvent(new StorageEvent('storage', { key: 'token', newValue: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: 'other', newValue: 'x' }));
    unsubscribe();
    expect(listener.mock.calls).toEqual([[null]]);
  });
});

describe('clearLocalStorage', () => {
  it('removes the token and everything else', () => {
    const listener = vi.fn();
    const unsubscribe = tokenStorage.subscribe(listener);
    window.localStorage.setItem('token', 't');
    window.localStorage.setItem('something-else', 'x');
    clearLocalStorage();
    unsubscribe();
    expect(window.localStorage.length).toBe(0);
    expect(listener).toHaveBeenCalledWith(null);
  });
});

describe('readCookie', () => {
  it('reads one cookie among several', () => {
    document.cookie = 'first=1; path=/';
    document.cookie = 'csrftoken=a%2Fb; path=/';
    expect(readCookie('csrftoken')).toBe('a/b');
    expect(readCookie('missing')).toBeUndefined();
  });
});
