import { useCallback, useEffect, useRef, useState } from 'react';

/** How long copy feedback ('Direct link copied!', 'Copied to clipboard!') shows (spec §8, §9). */
export const COPY_FEEDBACK_MS = 2000;

/** A flag raised after a successful copy that lowers itself after COPY_FEEDBACK_MS. */
export function useCopiedFlag() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const raise = useCallback(() => {
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }, []);
  const lower = useCallback(() => {
    clearTimeout(timer.current);
    setCopied(false);
  }, []);
  return { copied, raise, lower };
}
