/** How long after a meeting opens the target row is kept in view as the page around it settles. */
export const SETTLE_MS = 5000;

const USER_INPUT = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;

/**
 * Calls `rescroll` whenever the element or a box around it changes size (the summary arriving
 * above the transcript, the video taking its height, fonts loading) until the settle time is up
 * or the reader moves the page themselves. Returns the function that stops it.
 */
export function keepInViewWhileSettling(element: HTMLElement | null, rescroll: () => void): () => void {
  if (!element || typeof ResizeObserver === 'undefined') {
    return () => undefined;
  }
  const observer = new ResizeObserver(() => rescroll());
  for (let box: HTMLElement | null = element; box; box = box.parentElement) {
    observer.observe(box);
  }
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    for (const type of USER_INPUT) {
      window.removeEventListener(type, stop, true);
    }
  };
  const timer = setTimeout(stop, SETTLE_MS);
  for (const type of USER_INPUT) {
    window.addEventListener(type, stop, { capture: true, passive: true });
  }
  return stop;
}
