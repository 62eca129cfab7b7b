import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FAIRVIEW_VIDEO, MILLBROOK_VIDEO, resultItem } from '../../../test/search-fixtures';
import { DRAWER_ANIMATION_MS, useMeetingDrawer, type MeetingSelection } from './use-meeting-drawer';

const fairview: MeetingSelection = {
  meeting: resultItem({ video_url: FAIRVIEW_VIDEO, segment: 3 }),
  targetSegment: 3,
  searchTerm: 'water',
};
const millbrook: MeetingSelection = {
  meeting: resultItem({ video_url: MILLBROOK_VIDEO }),
  targetSegment: null,
  searchTerm: 'water',
};

describe('useMeetingDrawer', () => {
  it('opens at once when closed, and closes', () => {
    const { result } = renderHook(() => useMeetingDrawer());
    expect(result.current.opened).toBe(false);
    act(() => result.current.open(fairview));
    expect(result.current.opened).toBe(true);
    expect(result.current.selection?.meeting.video_url.raw).toBe(FAIRVIEW_VIDEO);
    expect(result.current.selection?.targetSegment).toBe(3);
    act(() => result.current.close());
    expect(result.current.opened).toBe(false);
  });

  it('closes, then opens the next meeting after 300 ms when switching meetings', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useMeetingDrawer());
    act(() => result.current.open(fairview));

    act(() => result.current.open(millbrook));
    expect(result.current.opened).toBe(false);
    expect(result.current.selection?.meeting.video_url.raw).toBe(FAIRVIEW_VIDEO);

    act(() => {
      vi.advanceTimersByTime(DRAWER_ANIMATION_MS - 1);
    });
    expect(result.current.opened).toBe(false);

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(DRAWER_ANIMATION_MS).toBe(300);
    expect(result.current.opened).toBe(true);
    expect(result.current.selection?.meeting.video_url.raw).toBe(MILLBROOK_VIDEO);
    expect(result.current.selection?.targetSegment).toBeNull();
  });

  it('moves to the new target without closing when the same meeting is opened again', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useMeetingDrawer());
    act(() => result.current.open(fairview));
    const first = result.current.selection?.openedAt;
    act(() => result.current.open({ ...fairview, targetSegment: 9 }));
    expect(result.current.opened).toBe(true);
    expect(result.current.selection?.targetSegment).toBe(9);
    expect(result.current.selection?.openedAt).not.toBe(first);
  });

  it('does not open a pending meeting once the drawer has been closed', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useMeetingDrawer());
    act(() => result.current.open(fairview));
    act(() => result.current.open(millbrook));
    act(() => result.current.close());
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(result.current.opened).toBe(false);
  });
});
