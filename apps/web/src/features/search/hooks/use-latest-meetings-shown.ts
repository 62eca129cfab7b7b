import { useCallback, useState } from 'react';

/** Where the browser remembers that the user hid the latest meetings. */
export const LATEST_MEETINGS_HIDDEN_KEY = 'latestMeetingsHidden';

function readHidden(): boolean {
  try {
    return window.localStorage.getItem(LATEST_MEETINGS_HIDDEN_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeHidden(hidden: boolean): void {
  try {
    if (hidden) {
      window.localStorage.setItem(LATEST_MEETINGS_HIDDEN_KEY, 'true');
    } else {
      window.localStorage.removeItem(LATEST_MEETINGS_HIDDEN_KEY);
    }
  } catch {
    // Storage can be unavailable: the choice then lasts for this visit only.
  }
}

/** Whether the LATEST MEETINGS panel is open: Hide is remembered from one visit to the next. */
export function useLatestMeetingsShown(): [boolean, (change: (shown: boolean) => boolean) => void] {
  const [shown, setShown] = useState(() => !readHidden());
  const update = useCallback((change: (shown: boolean) => boolean) => {
    setShown((current) => {
      const next = change(current);
      writeHidden(!next);
      return next;
    });
  }, []);
  return [shown, update];
}
