import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepInViewWhileSettling, SETTLE_MS } from './keep-in-view';

/** A ResizeObserver whose size changes the test makes happen. */
class ControlledResizeObserver {
  static live: ControlledResizeObserver[] = [];
  observed: Element[] = [];
  readonly callback: () => void;
  constructor(callback: () => void) {
    this.callback = callback;
    ControlledResizeObserver.live.push(this);
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    ControlledResizeObserver.live = ControlledResizeObserver.live.filter((o) => o !== this);
  }
  static resize() {
    for (const observer of ControlledResizeObserver.live) {
      observer.callback();
    }
  }
}

describe('keepInViewWhileSettling', () => {
  let box: HTMLElement;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('ResizeObserver', ControlledResizeObserver);
    ControlledResizeObserver.live = [];
    const drawer = document.createElement('section');
    box = document.createElement('div');
    drawer.append(box);
    document.body.append(drawer);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.replaceChildren();
  });

  it('scrolls again when a box around the transcript changes size, such as the summary arriving above it', () => {
    const rescroll = vi.fn();
    keepInViewWhileSettling(box, rescroll);
    expect(ControlledResizeObserver.live[0]?.observed).toEqual([
      box,
      box.parentElement,
      document.body,
      document.documentElement,
    ]);
    ControlledResizeObserver.resize();
    expect(rescroll).toHaveBeenCalledTimes(1);
  });

  it('stops once the page has settled', () => {
    const rescroll = vi.fn();
    keepInViewWhileSettling(box, rescroll);
    vi.advanceTimersByTime(SETTLE_MS);
    ControlledResizeObserver.resize();
    expect(rescroll).not.toHaveBeenCalled();
  });

  it.each(['wheel', 'touchstart', 'pointerdown', 'keydown'])(
    'stops as soon as the reader moves the page (%s)',
    (type) => {
      const rescroll = vi.fn();
      keepInViewWhileSettling(box, rescroll);
      box.dispatchEvent(new Event(type, { bubbles: true }));
      ControlledResizeObserver.resize();
      expect(rescroll).not.toHaveBeenCalled();
    },
  );

  it('stops when told to, as when the meeting closes', () => {
    const rescroll = vi.fn();
    const stop = keepInViewWhileSettling(box, rescroll);
    stop();
    ControlledResizeObserver.resize();
    expect(rescroll).not.toHaveBeenCalled();
  });
});
