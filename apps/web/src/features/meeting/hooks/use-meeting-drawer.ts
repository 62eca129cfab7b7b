import type { SearchResultItem } from '@gavel/contract';
import { useCallback, useEffect, useRef, useState } from 'react';

/** The drawer's slide, and the pause before the next meeting opens when switching (spec §2, §9). */
export const DRAWER_ANIMATION_MS = 300;

/** A meeting to open: the item clicked, the segment to scroll to, and the keywords to highlight. */
export interface MeetingSelection {
  meeting: SearchResultItem;
  /** Set only for a result with a transcript and a segment start; null for latest meetings. */
  targetSegment: number | null;
  searchTerm: string;
}

export interface OpenedMeeting extends MeetingSelection {
  /** Counts the openings, so opening the same meeting again scrolls to its target again. */
  openedAt: number;
}

const sameVideo = (a: MeetingSelection, b: MeetingSelection) =>
  a.meeting.video_url.raw === b.meeting.video_url.raw;

/**
 * The meeting drawer's state (spec §4 Drawer): closed, or open on a meeting. Opening another
 * meeting while one is open closes the drawer, and the next one opens after 300 ms.
 */
export function useMeetingDrawer() {
  const [selection, setSelection] = useState<OpenedMeeting | null>(null);
  const [opened, setOpened] = useState(false);
  const live = useRef<{ opened: boolean; selection: OpenedMeeting | null; count: number }>({
    opened: false,
    selection: null,
    count: 0,
  });
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback((next: MeetingSelection) => {
    live.current.count += 1;
    const opening: OpenedMeeting = { ...next, openedAt: live.current.count };
    live.current.opened = true;
    live.current.selection = opening;
    setSelection(opening);
    setOpened(true);
  }, []);

  const open = useCallback(
    (next: MeetingSelection) => {
      clearTimeout(timer.current);
      const current = live.current;
      if (current.opened && current.selection && !sameVideo(current.selection, next)) {
        current.opened = false;
        setOpened(false);
        timer.current = setTimeout(() => show(next), DRAWER_ANIMATION_MS);
        return;
      }
      show(next);
    },
    [show],
  );

  const close = useCallback(() => {
    clearTimeout(timer.current);
    live.current.opened = false;
    setOpened(false);
  }, []);

  return { opened, selection, open, close };
}

export type MeetingDrawerController = ReturnType<typeof useMeetingDrawer>;
